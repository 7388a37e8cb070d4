// Clicks on a server-rendered part's buttons before its code has arrived (decision 058). React cannot
// give an event to a boundary still waiting for its code and drops it; so a click on a button of a part
// not yet hydrated is held here and given to the same button, which hydration keeps, once it is live.
const PENDING_ATTRIBUTE = "data-hydrating";
const held = new Map<Element, HTMLElement>();

/** Holds early clicks from now on: before hydration starts, so none is missed. */
export function holdEarlyClicks(): void {
  document.addEventListener(
    "click",
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>("button, [role='button'], summary") : null;
      const part = target?.closest(`[${PENDING_ATTRIBUTE}]`);
      if (!target || !part) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(part, target);
    },
    true,
  );
}

/** A part has hydrated: its buttons are live, and the last click held for it is given again. */
export function partHydrated(part: Element): void {
  part.removeAttribute(PENDING_ATTRIBUTE);
  const target = held.get(part);
  held.delete(part);
  target?.click();
}
