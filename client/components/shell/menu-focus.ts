// Keyboard focus helpers for the menus: the focusable things inside a panel, and moving between them.
import type { KeyboardEvent } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Moves focus `step` places from the focused element among `items`; returns false at either end. */
export function moveFocus(items: HTMLElement[], step: 1 | -1): boolean {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = items[index + step];
  if (index === -1 || !next) return false;
  next.focus();
  return true;
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
