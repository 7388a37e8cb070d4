// Slide rotation for heroes and carousels: advances every intervalMs, wraps, can be picked by hand and
// paused (WCAG 2.2.2). It starts only after hydration and never under prefers-reduced-motion.
import { useCallback, useEffect, useState } from "react";
import { useReducedMotion } from "./useReducedMotion.ts";

export interface Rotation {
  index: number;
  paused: boolean;
  select(index: number): void;
  togglePaused(): void;
  /** Hover or focus inside the slides holds the rotation without changing the shopper's choice. */
  hold(held: boolean): void;
}

export function useRotation(count: number, intervalMs: number, resetKey?: unknown): Rotation {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const paused = userPaused ?? reducedMotion;

  // A new slide set (another breakpoint's images) starts from its first slide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger, not inputs.
  useEffect(() => setIndex(0), [resetKey, count]);

  useEffect(() => {
    if (paused || held || count < 2 || intervalMs <= 0) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, held, count, intervalMs]);

  const select = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);
  return { index: count ? index % count : 0, paused, select, togglePaused, hold: setHeld };
}
