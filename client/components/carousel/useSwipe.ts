// A horizontal swipe (spec 000 §9: swipe threshold 50) as pointer handlers for a carousel's viewport:
// a drag at least that long moves to the next (leftwards) or previous (rightwards) slide. The click
// that ends a drag (beyond a tap's few pixels) is swallowed, so swiping over a linked slide, even too
// short a swipe to move it, does not also follow the link.
import { type MouseEvent, type PointerEvent, useRef } from "react";

export const SWIPE_THRESHOLD_PX = 50;
/** A tap may wander this far and still be a tap. */
const TAP_SLOP_PX = 10;

export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<number | null>(null);
  const dragged = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
      dragged.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      dragged.current = Math.abs(dx) > TAP_SLOP_PX;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) (dx < 0 ? onNext : onPrevious)();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
