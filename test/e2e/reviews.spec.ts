// Product reviews as a shopper uses them (issue 13, spec 001 §2): the rating in the product header,
// the button that opens the reviews panel, the review-list anchor that opens it on arrival and on a
// hash change, keyboard and focus, the JSON-LD aggregateRating, and a product without reviews.
import type { Page } from "@playwright/test";
import { ProductReviews } from "./fixtures/reviews.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

/** K1001 has reviews; K1204 (oat chocolate coconut) has none. */
const REVIEWED = {
  en: "/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate",
  fi: "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa",
  sv: "/sv/produkter/chokladkakor/mjolkchoklad/kaarna-mjolkchoklad",
} as const;
const UNREVIEWED = "/en/products/chocolate-tablets/oat-chocolate/oat-chocolate-coconut";

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

async function aggregateRating(page: Page) {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(json ?? "null") as { aggregateRating?: { ratingValue: number; reviewCount: number } }).aggregateRating;
}

test("the rating shows, and the reviews button opens the panel with the reviews and returns focus", async ({ page }) => {
  await open(page, REVIEWED.en);
  const reviews = new ProductReviews(page, "en");
  const rating = await aggregateRating(page);
  expect(rating).toMatchObject({ "@type": "AggregateRating", bestRating: 5, worstRating: 1 });
  expect(rating?.reviewCount).toBeGreaterThan(1);
  await expect(reviews.rating).toHaveAccessibleName(
    `Rated ${rating?.ratingValue.toFixed(1)} out of 5, ${rating?.reviewCount} reviews`,
  );

  await reviews.button.click();
  await expect(reviews.panel).toBeVisible();
  await expect(reviews.close).toBeFocused();
  await expect(reviews.items).toHaveCount(rating?.reviewCount ?? 0);
  const first = reviews.items.first();
  await expect(first.getByRole("heading", { level: 3 })).toBeVisible();
  await expect(reviews.stars(first)).toBeVisible();
  await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\d$/);
  await expect(reviews.widget).toHaveAttribute("data-product-id", "K1001");
  await expect(reviews.widget).toHaveAttribute("data-product-name", "Kaarna Milk Chocolate");
  await expect(reviews.widget).toHaveAttribute("data-brand", "Kaarna Classic");
  await expect(reviews.widget).toHaveAttribute("data-product-url", /kaarna-milk-chocolate\?code=K1001-100$/);
  await expect(reviews.widget).toHaveAttribute("data-image-url", /^http.*\/media\/products\/[\w-]+\.webp$/);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(reviews.panel).toHaveCount(0);
  await expect(reviews.button).toBeFocused();

  // The rating widget opens the same panel, from the keyboard too.
  await reviews.rating.focus();
  await page.keyboard.press("Enter");
  await expect(reviews.panel).toBeVisible();
  await reviews.close.click();
  await expect(reviews.panel).toHaveCount(0);
  await expect(reviews.rating).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
});

test("the review-list anchor in the address opens the panel on arrival, in the page's language", async ({ page }) => {
  await open(page, `${REVIEWED.fi}#reviews`);
  const reviews = new ProductReviews(page, "fi");
  await expect(reviews.panel).toBeVisible();
  await expect(reviews.items.first()).toBeVisible();
  await expect(reviews.stars(reviews.items.first())).toHaveAccessibleName(/^[1-5]\/5 tähteä$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(reviews.panel).toHaveCount(0);
  // Closing drops the anchor, so a reload does not open the panel again.
  expect(new URL(page.url()).hash).toBe("");
});

test("a hash change to the review-list anchor opens the panel", async ({ page }) => {
  await open(page, REVIEWED.sv);
  const reviews = new ProductReviews(page, "sv");
  await expect(reviews.rating).toBeVisible();
  await expect(reviews.panel).toHaveCount(0);
  await page.evaluate(() => {
    window.location.hash = "reviews";
  });
  await expect(reviews.panel).toBeVisible();
});

test("choosing another variation re-initialises the review widget with its url", async ({ page }) => {
  await open(page, REVIEWED.en);
  const reviews = new ProductReviews(page, "en");
  await page.getByRole("radio", { name: "200 g" }).click();
  await expect(page).toHaveURL(/[?&]code=K1001-200\b/);
  await reviews.button.click();
  await expect(reviews.widget).toHaveAttribute("data-product-url", /\?code=K1001-200$/);
});

test("a product without reviews shows no rating, no reviews button and no aggregateRating", async ({ page }) => {
  await open(page, UNREVIEWED);
  const reviews = new ProductReviews(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oat Chocolate Coconut");
  await expect(reviews.button).toHaveCount(0);
  await expect(reviews.rating).toHaveCount(0);
  expect(await aggregateRating(page)).toBeUndefined();
  await expectNoAxeViolations(page);
  // The anchor still opens the (empty) panel, which says so.
  await page.evaluate(() => {
    window.location.hash = "reviews";
  });
  await expect(reviews.empty).toBeVisible();
});
