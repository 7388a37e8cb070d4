// The raw-HTML allow-list, run on workerd's HTMLRewriter as in production.
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { type Html, html, nullableHtml } from "../../shared/schemas/html.ts";
import { isSafeUrl, sanitiseHtml, sanitisePageModel } from "../../worker/content/sanitise-html.ts";

describe("HTML sanitiser", () => {
  it("removes scripts, styles, frames and event handlers but keeps the content people read", async () => {
    const clean = await sanitiseHtml(
      '<p onclick="steal()">Hei <b>maailma</b><script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><img src="/a.svg" onerror="x()" alt="A">',
    );
    expect(clean).toBe('<p>Hei <b>maailma</b></p><img src="/a.svg" alt="A">');
  });

  it("drops javascript: and data: URLs and hardens new-tab links", async () => {
    const clean = await sanitiseHtml(
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="https://example.org" target="_blank">z</a>',
    );
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">z</a>');
    expect(isSafeUrl("data:text/html;base64,xx")).toBe(false);
    expect(isSafeUrl("/fi/tarinamme")).toBe(true);
    expect(isSafeUrl("mailto:a@b.fi")).toBe(true);
  });

  it("unwraps unknown elements and keeps tables", async () => {
    expect(await sanitiseHtml('<custom-el><table><tr><td colspan="2">9–17</td></tr></table></custom-el>')).toBe(
      '<table><tr><td colspan="2">9–17</td></tr></table>',
    );
  });

  it("sanitises every value its schema declares as HTML, however deep, and nothing else", async () => {
    const Schema = v.object({
      mainBody: html(),
      mainContentArea: v.array(v.object({ contentType: v.array(v.string()), html: html() })),
      name: v.string(),
    });
    const model = await sanitisePageModel(
      v.parse(Schema, {
        mainBody: "<p>a<script>x</script></p>",
        mainContentArea: [{ contentType: ["Block", "RawHtmlBlock"], html: '<div onmouseover="x">b</div>' }],
        name: "<b>not an HTML field</b>",
      }),
    );
    expect(model).toEqual({
      mainBody: "<p>a</p>",
      mainContentArea: [{ contentType: ["Block", "RawHtmlBlock"], html: "<div>b</div>" }],
      name: "<b>not an HTML field</b>",
    });
  });

  it("sanitises an HTML field of a name no other schema uses, because its schema says html()", async () => {
    // A new block type as a maintainer would add it: only its schema marks the field as HTML.
    const RecipeTeaserSchema = v.object({ title: v.string(), lede: html(), chefNote: nullableHtml() });
    const parsed = v.parse(RecipeTeaserSchema, {
      title: "Kaakaokakku",
      lede: '<p onclick="steal()">Mehevä <a href="javascript:alert(1)">kakku</a><script>alert(1)</script></p>',
      chefNote: null,
    });
    const block = await sanitisePageModel({ mainContentArea: [parsed] });
    const lede: Html = block.mainContentArea[0]!.lede;
    expect(lede).toBe("<p>Mehevä <a>kakku</a></p>");
    expect(block.mainContentArea[0]!.chefNote).toBeNull();
  });
});
