// The ids of popups the shopper closed, kept in localStorage (spec 000 §3: key closed-popups).
import { STORAGE_KEYS } from "../../shared/storage-keys.ts";

export function readClosedPopups(): number[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.closedPopups) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === "number") : [];
  } catch {
    // Private mode or a hand-edited value: treat as nothing closed rather than failing the page.
    return [];
  }
}

export function rememberClosedPopup(id: number): void {
  try {
    const ids = new Set(readClosedPopups()).add(id);
    window.localStorage.setItem(STORAGE_KEYS.closedPopups, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the popup still closes for this page view.
  }
}
