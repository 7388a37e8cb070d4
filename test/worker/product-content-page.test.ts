// A CMS product page (page type product-page) and the product's call to action (spec 001
// §3): the content service resolves the page's product and its variant selectors' variants, the page
// renders the variation ?code names with the selectors' choices checked, and the catalogue's product
// pages draw the call to action their product carries.
import { describe, expect, it } from "vitest";
import type { Product } from "../../shared/schemas/catalogue.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import type { VariantSelectorBlockFields } from "../../shared/schemas/product-content.ts";
import { json } from "./cart-fixtures.ts";
import { html, request } from "./helpers.ts";

const model = async (path: string) =>
  json<PageModel & { product: Product | null }>(await request(`/api/cda/content?contentUrl=${encodeURIComponent(path)}`));

describe("the CMS product page", () => {
  it.each([
    ["/fi/konvehtirasia", "Rasian väri", "Rasian koko"],
    ["/en/box-of-chocolates", "Colour of the box", "Size of the box"],
    ["/sv/pralinask", "Askens färg", "Askens storlek"],
  ])("%s carries its product and its selectors' variants", async (path, colour, size) => {
    const page = await model(path);
    expect(page.pageMetadata.pageType).toBe("product-page");
    expect(page.product?.code).toBe("K4001");
    expect(page.product?.variations.map((variation) => variation.code)).toEqual([
      "K4001-250G",
      "K4001-250R",
      "K4001-500G",
      "K4001-500R",
    ]);
    const [colours, sizes] = page.mainContentArea as unknown as VariantSelectorBlockFields[];
    expect(colours).toMatchObject({ attribute: "color", title: colour });
    expect(sizes).toMatchObject({ attribute: "size", title: size });
    expect(colours?.variants.map((variant) => variant.size)).toEqual(["250 g", "250 g", "500 g", "500 g"]);
  });

  it("renders the variation ?code names, its colour and size checked, and no 'cannot be shown' notice", async () => {
    const { response, text } = await html("/en/box-of-chocolates?code=K4001-500R");
    expect(response.status).toBe(200);
    expect(text).not.toContain("cannot be shown");
    expect(text).toMatch(/<h1 class="product-summary__name">Kaarna Box of Chocolates 500 g \(Red\)<\/h1>/);
    expect(text).toMatch(/<legend class="variation-picker__legend">Colour of the box<\/legend>/);
    expect(text).toMatch(/<input type="radio" name="[^"]+" checked="" value="Red"\/>/);
    expect(text).toMatch(/<input type="radio" name="[^"]+" checked="" value="500 g"\/>/);
    expect(text).toContain("Every chocolate is finished by hand");
  });

  it("starts at the first variation without ?code", async () => {
    const { text } = await html("/en/box-of-chocolates");
    expect(text).toMatch(/<h1 class="product-summary__name">Kaarna Box of Chocolates 250 g \(Gold\)<\/h1>/);
    expect(text).toMatch(/<input type="radio" name="[^"]+" checked="" value="Gold"\/>/);
  });
});

describe("the product's call to action", () => {
  it("is on the product model and drawn beside add to cart, in the page's language", async () => {
    const page = await model("/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa");
    expect(page.product).toMatchObject({
      callToActionLink: "/fi/myymalat",
      callToActionLinkText: "Löydä lähin myymälä",
      openCtaInNewWindow: false,
    });
    const { text } = await html("/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate");
    expect(text).toMatch(/<a[^>]*href="\/en\/stores"[^>]*>Find it in our shops<\/a>/);
  });

  it("opens in a new window when the product says so, without the opener", async () => {
    const { text } = await html("/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
    expect(text).toMatch(/<a href="\/en\/recipes" target="_blank" rel="noopener noreferrer"[^>]*>Bake with this chocolate<\/a>/);
  });

  it("is not drawn for a product without one", async () => {
    const page = await model("/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate");
    expect(page.product?.callToActionLink).toBe("/en/stores");
    const { text } = await html("/en/products/gift-boxes/lake-chocolates");
    expect(text).not.toContain("Find it in our shops");
    expect(text).not.toContain("Bake with this chocolate");
  });
});
