// The product page parts of issue 13 as a shopper meets them (spec 001 §2): the header over its
// background image (light text over a dark one), related products and related items that lead where
// they say, the testimonial band ending a standard page and the testimonial ending a package's page,
// and a product without any of them; axe stays clean.
import type { Page } from "@playwright/test";
import { text } from "./fixtures/catalog.ts";
import { ProductPageParts } from "./fixtures/product-parts.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

/** K1101 has a dark background with the light header font, related products and items, a testimonial. */
const DARK_70 = "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70";
/** K1001 has a light background with the default font. */
const MILK_FI = "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa";
const TASTING_PACK = "/en/products/gift-boxes/chocolate-tablet-tasting-pack";
/** K1204 has none of the parts. */
const COCONUT = "/en/products/chocolate-tablets/oat-chocolate/oat-chocolate-coconut";

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** Relative luminance of a computed rgb() colour (WCAG), 0 for black to 1 for white. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

test("the header sits over its background image, in light text over a dark one and dark text over a light one", async ({
  page,
}) => {
  await open(page, DARK_70);
  const dark = new ProductPageParts(page, "en");
  await expect(dark.heading).toContainText("Dark Chocolate 70%");
  await expect(dark.background).toBeVisible();
  await expect(dark.background).toHaveAttribute("alt", "");
  expect(await dark.background.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(luminance(await dark.headingColour())).toBeGreaterThan(0.6);
  await expectNoAxeViolations(page);

  await open(page, MILK_FI);
  const light = new ProductPageParts(page, "fi");
  await expect(light.background).toBeVisible();
  expect(luminance(await light.headingColour())).toBeLessThan(0.1);
  await expectNoAxeViolations(page);
});

test("related products are links to those products", async ({ page }) => {
  await open(page, DARK_70);
  const parts = new ProductPageParts(page, "en");
  await expect(parts.relatedProducts.getByRole("heading", { level: 2 })).toBeVisible();
  const links = parts.cardLinks(parts.relatedProducts);
  await expect(links).not.toHaveCount(0);
  const first = links.first();
  const name = (await first.textContent()) ?? "";
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/en\/products\//);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?|$)`));
  await expect(new ProductPageParts(page, "en").heading).toContainText(name);
});

test("related items are cards with a picture and title that lead to the content page", async ({ page }) => {
  await open(page, DARK_70);
  const parts = new ProductPageParts(page, "en");
  const links = parts.cardLinks(parts.relatedItems);
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveText("The journey of cocoa");
  await expect(parts.relatedItems.getByRole("listitem").first().locator("img")).toBeVisible();
  await links.first().click();
  await expect(page).toHaveURL(/\/en\/articles\/journey-of-cocoa$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
});

test("a testimonial band ends the standard page, after the related lists", async ({ page }) => {
  await open(page, DARK_70);
  const parts = new ProductPageParts(page, "en");
  await expect(parts.testimonial).toBeVisible();
  await expect(parts.testimonial.getByText("Red berries and roasted cocoa in one piece.", { exact: false })).toBeVisible();
  await expect(parts.testimonial.getByText("Mikael Sundström", { exact: true })).toBeVisible();
  const band = await parts.testimonial.boundingBox();
  const items = await parts.relatedItems.boundingBox();
  expect(band?.y ?? 0).toBeGreaterThan(items?.y ?? Number.POSITIVE_INFINITY);
});

test("a testimonial ends the package's page", async ({ page }) => {
  await open(page, TASTING_PACK);
  const parts = new ProductPageParts(page, "en");
  await expect(parts.testimonial).toBeVisible();
  await expect(parts.testimonial.getByText("Helmi Virtanen", { exact: true })).toBeVisible();
  await expect(parts.testimonial.getByText(/tasting pack turned a birthday/)).toBeVisible();
  await expect(parts.cardLinks(parts.relatedItems)).toHaveCount(3);
  const regions = page.getByRole("main").getByRole("region");
  await expect(regions.last()).toHaveAccessibleName(text("en", "product.testimonial.heading"));
  await expectNoAxeViolations(page);
});

test("a product without page parts shows no background, related items or testimonial", async ({ page }) => {
  await open(page, COCONUT);
  const parts = new ProductPageParts(page, "en");
  await expect(parts.heading).toBeVisible();
  await expect(parts.background).toHaveCount(0);
  await expect(parts.relatedItems).toHaveCount(0);
  await expect(parts.testimonial).toHaveCount(0);
  await expectNoAxeViolations(page);
});
