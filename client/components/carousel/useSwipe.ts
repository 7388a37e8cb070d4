// A horizontal swipe (spec 000 §9: swipe threshold 50) as pointer handlers for a carousel's viewport:
// a drag at least that long moves to the next (leftwards) or previous (rightwards) slide.
import { type PointerEvent, useRef } from "react";

export const SWIPE_THRESHOLD_PX = 50;

export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) (dx < 0 ? onNext : onPrevious)();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
