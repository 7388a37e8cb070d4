// Freezes the page's scroll while an overlay (the mobile menu) is open, restoring it on close.
import { useEffect } from "react";

export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    // Restore whatever was there before, so another overlay's lock is not undone.
    const previous = style.overflow;
    style.overflow = "hidden";
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
