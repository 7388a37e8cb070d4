// Carousel position (spec 001 §4): wraps at both ends and ignores moves within 400 ms of the last,
// so rapid clicks or swipes cannot outrun the slide transition.
import { useCallback, useRef, useState } from "react";

/** Spec 001 §9: carousel throttle 400 ms (also the slide transition's length). */
export const CAROUSEL_THROTTLE_MS = 400;

export function useCarouselIndex(count: number) {
  const [index, setIndex] = useState(0);
  const lastMove = useRef(0);
  const goTo = useCallback(
    (next: number) => {
      const now = performance.now();
      if (count < 2 || now - lastMove.current < CAROUSEL_THROTTLE_MS) return;
      lastMove.current = now;
      setIndex(((next % count) + count) % count);
    },
    [count],
  );
  return { index, goTo, next: () => goTo(index + 1), previous: () => goTo(index - 1) };
}
