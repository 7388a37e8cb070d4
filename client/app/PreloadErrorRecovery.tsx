// Asset preload failures (spec 000 §8): Vite's module loader says 'Unable to preload CSS for <path>',
// fires vite:preloadError and rethrows (this listener does not prevent that). The usual cause is a
// new deploy that replaced the hashed files the open page knows, so the page the shopper was going
// to is loaded again as a whole document, which names the new files; once per address, so a file
// that is really missing ends on the error page instead of reloading for ever.
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

const RETRIED_KEY = "preload-error-retried";

export function PreloadErrorRecovery() {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;

  useEffect(() => {
    const recover = (event: Event) => {
      const address = target.current ?? `${window.location.pathname}${window.location.search}`;
      const cause = (event as Event & { payload?: unknown }).payload;
      console.error("A part of the page could not be loaded:", cause instanceof Error ? cause.message : cause);
      const retried: string[] = JSON.parse(sessionStorage.getItem(RETRIED_KEY) ?? "[]");
      if (retried.includes(address)) return;
      sessionStorage.setItem(RETRIED_KEY, JSON.stringify([...retried, address]));
      window.location.assign(address);
    };
    window.addEventListener("vite:preloadError", recover);
    return () => window.removeEventListener("vite:preloadError", recover);
  }, []);
  return null;
}
