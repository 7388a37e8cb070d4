// Open/closed state of a dropdown (spec 000 §4): closes on Escape (focus back to its button), on a
// pointer press outside it, on navigation and, unless it keeps open inside clicks, on a click inside
// its list. It may start open (the server then renders its list shown).
import { useCallback, useEffect, useRef, useState } from "react";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";

export interface DropdownBehaviour {
  /** Starts open (spec default false). */
  openByDefault?: boolean;
  /** A click inside the list leaves it open (spec default false: it closes). */
  keepOpenInsideClick?: boolean;
}

export function useDropdown<Root extends HTMLElement = HTMLDivElement>({
  openByDefault = false,
  keepOpenInsideClick = false,
}: DropdownBehaviour = {}) {
  const [isOpen, setOpen] = useState(openByDefault);
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

  return {
    isOpen,
    toggle: () => setOpen((open) => !open),
    close,
    /** For the list's onClick: a click inside closes it unless it keeps open inside clicks. */
    onInsideClick: keepOpenInsideClick ? undefined : close,
    rootRef,
    buttonRef,
  };
}
