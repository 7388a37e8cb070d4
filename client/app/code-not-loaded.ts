// The word that a press met code that could not be loaded: a part that hydrates from
// its own chunk (early-clicks.ts), or a panel that loads when opened (WhenLoaded). CodeNotLoadedNotices
// hears it and cancels it; one told before the notices are there (they load after hydration) is kept
// for them.
export const CODE_NOT_LOADED_EVENT = "code-not-loaded";

let unheard = false;

/** Tells the shopper, through the notices, that what they pressed could not be loaded. */
export function tellCodeNotLoaded(): void {
  unheard = window.dispatchEvent(new Event(CODE_NOT_LOADED_EVENT, { cancelable: true }));
}

/** Whether something was told before anything heard it (once). */
export function takeUnheardNotLoaded(): boolean {
  const was = unheard;
  unheard = false;
  return was;
}
