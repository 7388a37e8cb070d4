// CMS HTML by type: a schema field declared with html() is HTML, whatever its name.
// The worker parses such a field into a marker that its sanitiser (worker/content/sanitise-html.ts)
// replaces with the allow-listed string before the model leaves the upstream boundary; RichText only
// takes the branded `Html` that comes out, so HTML that skipped the sanitiser cannot reach the page.
import * as v from "valibot";

declare const sanitised: unique symbol;

/** CMS HTML that went through the worker's allow-list sanitiser: the only HTML a page renders. */
export type Html = string & { readonly [sanitised]: true };

/**
 * What html() parses a value into, until the sanitiser swaps it for the clean string. Should one
 * ever escape (serialised as an object), the page shows nothing of it rather than raw HTML.
 */
export class UnsanitisedHtml {
  constructor(readonly raw: string) {}
}

/** A CMS HTML field. */
export const html = () =>
  v.pipe(
    v.string(),
    v.transform((raw) => new UnsanitisedHtml(raw) as unknown as Html),
  );

/** A CMS HTML field that may be missing (null). */
export const nullableHtml = () => v.nullish(html(), null);
