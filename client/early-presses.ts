// Presses made before the page's code has arrived. The page is drawn from the worker's HTML at once,
// but its code follows over the network: a shopper on a slow phone taps a button in between, and
// without this the tap did nothing at all. The boot catches each press on a button: the button shows
// it is waiting at once (busy), and the press is given to it again once the page's code has started.
// A form without an address of its own (the checkout's details) is held too, rather than sent by the
// browser as a query string with what the shopper typed. Links, radios, checkboxes and disclosure
// summaries work natively and are left alone.

/** What the boot hands to the entry. */
export interface EarlyPresses {
  /** Shows a press as waiting for its code (the entry's parts that wait use it too), and stops showing it. */
  showWaiting(control: HTMLElement): void;
  stopWaiting(control: HTMLElement): void;
  /**
   * Stops catching; `replay` gives every held press and form to the page once it can take them, and
   * `drop` lets them go (the page stays as the worker drew it).
   */
  takeOver(): { replay(): void; drop(): void };
}

declare global {
  interface Window {
    earlyPresses?: EarlyPresses;
  }
}

const CONTROL = "button, [role='button']";

/** A press is shown at once: the control is busy until its code takes the press (base.css draws it). */
function showWaiting(control: HTMLElement): void {
  control.setAttribute("aria-busy", "true");
  control.dataset.press = "waiting";
}

function stopWaiting(control: HTMLElement): void {
  if (control.dataset.press !== "waiting") return;
  control.removeAttribute("aria-busy");
  delete control.dataset.press;
}

export function catchEarlyPresses(): void {
  const presses: HTMLElement[] = [];
  const forms: [HTMLFormElement, HTMLElement | null][] = [];
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || control.matches(":disabled")) return;
    // A submit button's form is sent by the page once it is live, not by the browser now.
    event.preventDefault();
    // A second impatient tap on the same control is the same press (a toggle pressed twice stays open).
    if (!presses.includes(control)) presses.push(control);
    showWaiting(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
    event.preventDefault();
    if (!forms.some(([held]) => held === form)) forms.push([form, event.submitter]);
    if (event.submitter) showWaiting(event.submitter);
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  window.earlyPresses = {
    showWaiting,
    stopWaiting,
    takeOver() {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      return {
        drop() {
          for (const control of [...presses, ...forms.map(([, submitter]) => submitter)]) if (control) stopWaiting(control);
        },
        replay() {
          for (const control of presses) {
            stopWaiting(control);
            if (control.isConnected) control.click();
          }
          for (const [form, submitter] of forms) {
            if (submitter) stopWaiting(submitter);
            if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
          }
        },
      };
    },
  };
}
