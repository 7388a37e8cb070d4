// Keyboard focus helpers for the menus: the focusable things inside a panel, and keeping Tab inside one.
import type { KeyboardEvent } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Keeps Tab inside `container` (a modal panel): wraps from the last element to the first and back. */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== "Tab") return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
