// Calls `onNear` when the element (the end of a list) comes within `distancePx` of the bottom of the
// view: the newsroom's infinite scroll (spec 001 §9: within 100 px), the recipe search's related
// products. Observed again after every change of `version` (a page arrived), so a short page that
// leaves the end in view loads the next.
import { type RefObject, useEffect, useRef } from "react";

export function useNearEnd(
  target: RefObject<Element | null>,
  { enabled, distancePx, version }: { enabled: boolean; distancePx: number; version: unknown },
  onNear: () => void,
) {
  const latest = useRef(onNear);
  latest.current = onNear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger (a page arrived), not an input.
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, distancePx, version]);
}
