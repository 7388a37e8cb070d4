// Clicks on a server-rendered part before its code has arrived. React cannot give an
// event to a boundary still waiting for its code and drops it; so a click on a button or link of a
// part not yet hydrated is held here and given to the same element, which hydration keeps, once the
// part is live. A link whose part takes too long opens as a plain link after all. So are the arrow
// keys pressed on a control whose code takes them (a sort menu's ArrowDown, a mega menu's ArrowRight),
// which says so with a data-arrow-keys attribute: Enter and Space on a control are clicks already, but
// a key is only a key. A part whose code could not be loaded keeps its server HTML: its
// links open as plain links (a new document, which has the code), and a press on its buttons is
// answered with the notice that offers a reload (tellCodeNotLoaded).
import { tellCodeNotLoaded } from "../app/code-not-loaded.ts";

const PENDING_ATTRIBUTE = "data-hydrating";
/** How long a held link click waits for its part before the link opens without it. */
const LINK_PATIENCE_MS = 3000;
/**
 * Each waiting part's pressed buttons and link, in the order pressed: every control pressed is given
 * its press once (two rows of a package's items open two panels; an impatient second press on one
 * toggle is not a second toggle), and only the last link pressed is followed.
 */
const held = new Map<Element, Press[]>();

/** A control clicked, or a key pressed (given to whatever in the part has the focus by then). */
type Press = HTMLElement | HeldKey;
type HeldKey = Pick<KeyboardEvent, "key" | "code">;

const ARROW_KEYS = new Set(["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"]);
/**
 * A control whose code takes arrow keys (SortMenu's button, MegaMenu's main items, GlobalMenu's
 * button). Any other keeps them for the page: a disclosure's button scrolls as it always does.
 */
const TAKES_ARROW_KEYS = "[data-arrow-keys]";

/** Holds a press for its part, after any it holds already; a pressed control shows it is waiting at once. */
function hold(part: Element, press: Press): void {
  if (press instanceof HTMLElement) window.earlyPresses?.showWaiting(press);
  const pressed = (held.get(part) ?? []).filter(
    (earlier) => earlier !== press && !(press instanceof HTMLAnchorElement && earlier instanceof HTMLAnchorElement),
  );
  held.set(part, [...pressed, press]);
}

/** Lets go of a held press; true if it was still held. */
function release(part: Element, target: HTMLElement): boolean {
  const pressed = held.get(part) ?? [];
  if (!pressed.includes(target)) return false;
  window.earlyPresses?.stopWaiting(target);
  const rest = pressed.filter((earlier) => earlier !== target);
  if (rest.length) held.set(part, rest);
  else held.delete(part);
  return true;
}
/** Parts whose code could not be loaded. */
const notLoaded = new WeakSet<Element>();
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
      if (notLoaded.has(part)) {
        // A link goes on as a plain link, to a new document; a button cannot work, and says so.
        if (target instanceof HTMLAnchorElement) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        tellCodeNotLoaded();
        return;
      }
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
  document.addEventListener(
    "keydown",
    (event) => {
      const target = event.target instanceof HTMLElement && event.target.matches(TAKES_ARROW_KEYS) ? event.target : null;
      const part = target?.closest(`[${PENDING_ATTRIBUTE}]`);
      const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.isComposing;
      if (!part || notLoaded.has(part) || !plain || !ARROW_KEYS.has(event.key)) return;
      // The live control takes the key instead of scrolling the page; so does the waiting one. A key
      // held down is given once.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!event.repeat) hold(part, { key: event.key, code: event.code });
    },
    true,
  );
}

/** Gives a held key to the control in the part that has the focus now; none if the shopper has left the part. */
function giveKey(part: Element, { key, code }: HeldKey): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && part.contains(focused))
    focused.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true, composed: true }));
}

/**
 * A part has hydrated: its buttons and links are live, and the presses held for it are given again, in
 * order. React renders what a press changes once this commit is done, so a second key goes where the
 * focus was before the first was given (two ArrowDowns open a sort menu, not open it and move).
 */
export function partHydrated(part: Element): void {
  part.removeAttribute(PENDING_ATTRIBUTE);
  const pressed = held.get(part) ?? [];
  held.delete(part);
  for (const press of pressed) {
    if (press instanceof HTMLElement) {
      window.earlyPresses?.stopWaiting(press);
      press.click();
    } else giveKey(part, press);
  }
}

/**
 * A part's code could not be loaded: it stays as the worker drew it. The last link held for it opens
 * now, as a plain link; held button presses and keys are answered with the notice, once.
 */
export function partNotLoaded(part: Element): void {
  notLoaded.add(part);
  const pressed = held.get(part) ?? [];
  held.delete(part);
  for (const press of pressed) if (press instanceof HTMLElement) window.earlyPresses?.stopWaiting(press);
  const link = pressed.findLast((press) => press instanceof HTMLAnchorElement);
  if (link) window.location.assign(link.href);
  else if (pressed.length) tellCodeNotLoaded();
}
