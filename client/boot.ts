// The browser's first script. The page arrives whole from the server and is drawn from its HTML, so
// the code that hydrates it is asked for once the lead picture is shown, not beside it: on a slow
// connection the 125 KB of code took bandwidth from the picture and moved the largest paint.
// It waits at most LEAD_PICTURE_WAIT_MS, so a picture that stalls never holds the page inert.
import { measureInTheField } from "./analytics/field-measurement.ts";
import { PAGE_CODE_ELEMENT_ID, type PageCode } from "./app/page-code.ts";
import { catchEarlyPresses } from "./early-presses.ts";

const LEAD_PICTURE_WAIT_MS = 2500;

/** Resolves once an image has loaded or failed: either way it no longer needs the connection. */
function settled(image: HTMLImageElement): Promise<void> | undefined {
  if (image.complete) return undefined;
  return new Promise((resolve) => {
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });
}

/** The lead picture (the one image a page fetches with high priority) loaded and painted. */
async function leadPictureShown(): Promise<void> {
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.all(Array.from(pictures, settled));
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Ends the task. The boot imports nothing the entry shares, so this is not the entry's
 * yieldToBrowser (client/app/yield-to-browser.ts) but the same two lines.
 */
function nextTask(): Promise<void> {
  const { scheduler } = window as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function loadPageCode(code: PageCode) {
  // A hidden tab draws no frames: the wait ends with the limit there too.
  await Promise.race([leadPictureShown(), new Promise((resolve) => setTimeout(resolve, LEAD_PICTURE_WAIT_MS))]);
  // Preloads fetch the entry's imports beside it rather than one level after another. The page's
  // policy trusts what a nonced script loads ('strict-dynamic'); the links carry the nonce as well.
  // Each link starts a request, a few milliseconds of main thread on a phone: one task per link,
  // so 15 of them are not one long task.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  for (const href of code.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.appendChild(link);
    await nextTask();
  }
  // Linking and running a module is one task with every module it imports not yet run: the libraries
  // (about 340 KB) and the entry were one long task on a phone. Each library first, a task each.
  for (const library of code.libraries) {
    await import(/* @vite-ignore */ library);
    await nextTask();
  }
  await import(/* @vite-ignore */ code.entry);
}

catchEarlyPresses();
const code = JSON.parse(document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent ?? "null") as PageCode | null;
if (code) {
  void loadPageCode(code);
  // Apart from the page's code: a page whose code failed is measured all the same.
  if (code.fieldMeasurement) measureInTheField(code.fieldMeasurement);
}
