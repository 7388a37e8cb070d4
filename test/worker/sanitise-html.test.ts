// The raw-HTML allow-list, run on workerd's HTMLRewriter as in production.
import { describe, expect, it } from "vitest";
import { isSafeUrl, sanitiseHtml, sanitisePageModel } from "../../worker/render/sanitise-html.ts";

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

  it("sanitises every HTML field of a page model, however deep", async () => {
    const model = await sanitisePageModel({
      mainBody: "<p>a<script>x</script></p>",
      mainContentArea: [{ contentType: ["Block", "RawHtmlBlock"], html: '<div onmouseover="x">b</div>' }],
      name: "<b>not html field</b>",
    });
    expect(model).toEqual({
      mainBody: "<p>a</p>",
      mainContentArea: [{ contentType: ["Block", "RawHtmlBlock"], html: "<div>b</div>" }],
      name: "<b>not html field</b>",
    });
  });
});
