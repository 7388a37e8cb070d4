// Asset preload failures (spec 000 §8): Vite's module loader says 'Unable to preload CSS for <path>',
// fires vite:preloadError and rethrows (this listener does not prevent that). The usual cause is a
// new deploy that replaced the hashed files the open page knows, so the page the shopper is going to
// is loaded as a whole document instead, which names the new files. A failure while nothing is being
// navigated to (a hover's prefetch) waits for the next navigation. Once per address, so a file that
// is really missing ends on the error page instead of reloading for ever.
import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

const RETRIED_KEY = "preload-error-retried";

function loadAsDocument(address: string) {
  const retried: string[] = JSON.parse(sessionStorage.getItem(RETRIED_KEY) ?? "[]");
  if (retried.includes(address)) return;
  sessionStorage.setItem(RETRIED_KEY, JSON.stringify([...retried, address]));
  window.location.assign(address);
}

export function PreloadErrorRecovery() {
  const navigation = useNavigation();
  const target = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;
  const pending = useRef(target);
  pending.current = target;
  const broken = useRef(false);

  useEffect(() => {
    const recover = (event: Event) => {
      const cause = (event as Event & { payload?: unknown }).payload;
      console.error("A part of the page could not be loaded:", cause instanceof Error ? cause.message : cause);
      if (pending.current) loadAsDocument(pending.current);
      else broken.current = true;
    };
    window.addEventListener("vite:preloadError", recover);
    return () => window.removeEventListener("vite:preloadError", recover);
  }, []);

  // After a failure met during a hover, the next navigation (seen pending, or already done when the
  // router skipped its pending state) is made again as a whole document.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const first = useRef(here);
  useEffect(() => {
    if (!broken.current) return;
    if (target) loadAsDocument(target);
    else if (here !== first.current) loadAsDocument(here);
  }, [target, here]);
  return null;
}
