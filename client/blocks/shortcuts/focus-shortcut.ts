// After 'show more', focus goes to the first new shortcut: its link or button, or the item itself
// when it links nowhere, so a keyboard or screen-reader shopper carries on where the new items begin.
export function focusShortcut(element: HTMLElement | null | undefined) {
  if (!element) return;
  const control = element.querySelector<HTMLElement>("a[href], button");
  if (control) return control.focus();
  element.tabIndex = -1;
  element.focus();
}
