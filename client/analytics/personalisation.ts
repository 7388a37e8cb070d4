// The personalisation script, when the marketing team's tags put one on the page (spec 000 §4: "later
// navigations ... reinitialise a personalisation script if present"): a client navigation changes
// the page without a load, so the script is told to read the new page. Salesforce's
// Interactions SDK and its Evergage predecessor both take `reinit()` for a single-page app's new page.
const SCRIPTS = ["SalesforceInteractions", "Evergage"] as const;

type Personalisation = { reinit?: () => unknown };

export function reinitialisePersonalisation(): void {
  for (const name of SCRIPTS) {
    const script = (window as unknown as Record<string, Personalisation | undefined>)[name];
    if (typeof script?.reinit !== "function") continue;
    try {
      script.reinit();
    } catch (error) {
      // A marketing tag's failure is the tag's: the page goes on.
      console.warn(`The personalisation script ${name} could not be reinitialised`, error);
    }
    return;
  }
}
