// Clicks on a server-rendered part before its code has arrived (decision 058). React cannot give an
// event to a boundary still waiting for its code and drops it; so a click on a button or link of a
// part not yet hydrated is held here and given to the same element, which hydration keeps, once the
// part is live. A link whose part takes too long opens as a plain link after all.
const PENDING_ATTRIBUTE = "data-hydrating";
/** How long a held link click waits for its part before the link opens without it. */
const LINK_PATIENCE_MS = 3000;
/**
 * Each waiting part's pressed buttons and link, in the order pressed: every control pressed is given
 * its press once (two rows of a package's items open two panels; an impatient second press on one
 * toggle is not a second toggle), and only the last link pressed is followed.
 */
const held = new Map<Element, HTMLElement[]>();

/** Holds a press for its part, after any it holds already. */
function hold(part: Element, target: HTMLElement): void {
  const pressed = (held.get(part) ?? []).filter(
    (earlier) => earlier !== target && !(target instanceof HTMLAnchorElement && earlier instanceof HTMLAnchorElement),
  );
  held.set(part, [...pressed, target]);
}

/** Lets go of a held press; true if it was still held. */
function release(part: Element, target: HTMLElement): boolean {
  const pressed = held.get(part) ?? [];
  if (!pressed.includes(target)) return false;
  const rest = pressed.filter((earlier) => earlier !== target);
  if (rest.length) held.set(part, rest);
  else held.delete(part);
  return true;
}
/** Parts below the fold, and how to have each load (a touch or focus in one asks for it). */
const openers = new WeakMap<Element, () => void>();
/** Parts touched before anything could open them (a part inside another part still waiting for its code). */
const touchedEarly = new WeakSet<Element>();

/** A part below the fold loads when touched or focused (server-rendered-part.tsx). */
export function openOnTouch(part: Element, open: () => void): void {
  openers.set(part, open);
  if (touchedEarly.has(part)) open();
}

/**
 * Opens the waiting part an element is in and every waiting part around it (a product card inside the
 * product page's end): an inner part can register its opener only once the outer one is live, so it
 * is remembered as touched until then.
 */
function openPartsAround(element: Element): void {
  let part = element.closest(`[${PENDING_ATTRIBUTE}]`);
  while (part) {
    const open = openers.get(part);
    if (open) open();
    else touchedEarly.add(part);
    part = part.parentElement?.closest(`[${PENDING_ATTRIBUTE}]`) ?? null;
  }
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Holds early clicks from now on: before hydration starts, so none is missed. Listened to on the
 * document in the capture phase, which runs before React's own listeners on the root: those stop an
 * event meant for a boundary still waiting for its code.
 */
export function holdEarlyClicks(): void {
  const openTouched = (event: Event) => {
    if (event.target instanceof Element) openPartsAround(event.target);
  };
  // A pointer coming over a part counts as a touch: the header's mega menu opens on hover. React
  // itself gives the part the last pointerover and focusin it missed once the part has hydrated.
  document.addEventListener("pointerover", openTouched, true);
  document.addEventListener("pointerdown", openTouched, true);
  document.addEventListener("focusin", openTouched, true);
  document.addEventListener(
    "click",
    (event) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button, [role='button'], summary") : null;
      const part = target?.closest(`[${PENDING_ATTRIBUTE}]`);
      if (!target || !part || !isPlainClick(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(part, target);
      // A click with no touch before it (a script's, such as 'search again' pressing the header's toggle).
      openPartsAround(target);
      if (target instanceof HTMLAnchorElement) {
        setTimeout(() => {
          if (release(part, target)) window.location.assign(target.href);
        }, LINK_PATIENCE_MS);
      }
    },
    true,
  );
}

/** A part has hydrated: its buttons and links are live, and the presses held for it are given again, in order. */
export function partHydrated(part: Element): void {
  part.removeAttribute(PENDING_ATTRIBUTE);
  const pressed = held.get(part) ?? [];
  held.delete(part);
  for (const target of pressed) target.click();
}
