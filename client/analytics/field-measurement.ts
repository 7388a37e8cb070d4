// Field measurement, started by the boot: a sampled share of page loads (RUM_SAMPLE_RATE) loads the
// web-vitals reporter a while after the page has loaded, in an idle moment, so measuring costs the
// page's first load and the code a shopper taps nothing. The browser keeps the
// entries the reporter needs (buffered observers), so loading it late loses no measurement of a page
// still open; a page left before then is not measured.
import type { FieldMeasurementCode } from "../app/page-code.ts";

/** After the load event: the page's own code, its parts that hydrate later and tap code come first. */
const AFTER_LOAD_MS = 3000;
/** The longest an idle moment is waited for once that time has passed. */
const IDLE_TIMEOUT_MS = 5000;

export function measureInTheField(code: FieldMeasurementCode, draw = Math.random): void {
  if (!(draw() < code.sampleRate)) return;
  const start = () => setTimeout(() => whenIdle(() => void loadReporter(code)), AFTER_LOAD_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

function whenIdle(work: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, 0);
}

/** By its built file's address: see FIELD_REPORTER_ENTRY in build/client-assets-plugin.ts. */
async function loadReporter({ reporter, pageType }: FieldMeasurementCode): Promise<void> {
  try {
    const module: typeof import("./field-reporter.ts") = await import(/* @vite-ignore */ reporter);
    module.reportWebVitals(pageType);
  } catch {
    // A reporter that could not be loaded measures nothing; the page is not affected.
  }
}
