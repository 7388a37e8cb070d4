// Carousel position (spec 001 §4): wraps at both ends and ignores moves within 400 ms of the last,
// so rapid clicks or swipes cannot outrun the slide transition. A move that happens is handed to
// onMove with how the shopper asked for it (the slider navigation event). Shared by the product's
// image carousel and the shortcuts block's carousel.
import { useRef, useState } from "react";
import type { SliderAction } from "../../analytics/interaction-events.ts";

/** Spec 001 §9: carousel throttle 400 ms (also the slide transition's length). */
export const CAROUSEL_THROTTLE_MS = 400;

/** `count` positions; when it shrinks (more slides in view on a wider screen), the index stays within it. */
export function useCarouselIndex(count: number, onMove?: (index: number, action: SliderAction) => void) {
  const [chosen, setIndex] = useState(0);
  const lastMove = useRef(0);
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const goTo = (next: number, action: SliderAction = "dot") => {
    const now = performance.now();
    if (count < 2 || now - lastMove.current < CAROUSEL_THROTTLE_MS) return;
    lastMove.current = now;
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    onMove?.(wrapped, action);
  };
  return {
    index,
    goTo,
    next: () => goTo(index + 1, "next"),
    previous: () => goTo(index - 1, "previous"),
    /** Brings a position into view for the page's own reasons (new items): not a shopper's move, so not reported. */
    show: (position: number) => setIndex(Math.min(Math.max(position, 0), Math.max(count - 1, 0))),
  };
}
