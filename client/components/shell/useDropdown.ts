// Open/closed state of a header dropdown (spec 000 §4): closes on Escape (focus back to its button),
// on a pointer press outside it, and on navigation.
import { useCallback, useEffect, useRef, useState } from "react";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";

export function useDropdown<Root extends HTMLElement = HTMLDivElement>() {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnNavigation(close);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return { isOpen, toggle: () => setOpen((open) => !open), close, rootRef, buttonRef };
}
