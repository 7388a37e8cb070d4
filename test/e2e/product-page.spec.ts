// A CMS product page (page type product-page) with its colour and size selector blocks,
// and the product's call to action (spec 001 §3), as a shopper sees them in Chromium.
import type { Page } from "@playwright/test";
import {
  closePopupsBeforehand,
  documentWasKept,
  expect,
  expectNoAxeViolations,
  markDocument,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

async function open(page: Page, path: string) {
  await closePopupsBeforehand(page);
  await page.goto(path);
  await waitForHydration(page);
}

const viewedItems = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((event) => event.event === "view_item")
      .map((event) => (event as unknown as { ecommerce: { items: { item_id: string }[] } }).ecommerce.items[0]?.item_id),
  );

test("the box of chocolates' colour and size blocks choose the variant the page shows, in its address", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, "/en/box-of-chocolates");
  const heading = page.getByRole("heading", { level: 1 });
  const colour = page.getByRole("group", { name: "Colour of the box" });
  const size = page.getByRole("group", { name: "Size of the box" });
  await expect(heading).toHaveText("Kaarna Box of Chocolates 250 g (Gold)");
  await expect(colour.getByRole("radio", { name: "Gold" })).toBeChecked();
  await expect(page.getByText("cannot be shown")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await markDocument(page);

  await colour.getByRole("radio", { name: "Red" }).click();
  await expect(page).toHaveURL(/\/en\/box-of-chocolates\?code=K4001-250R$/);
  await expect(heading).toHaveText("Kaarna Box of Chocolates 250 g (Red)");
  await expect(page.getByRole("button", { name: /Add to cart/ })).toBeVisible();

  // The size keeps the colour: 500 g red, which is sold out.
  await size.getByRole("radio", { name: "500 g" }).click();
  await expect(page).toHaveURL(/\?code=K4001-500R$/);
  await expect(heading).toHaveText("Kaarna Box of Chocolates 500 g (Red)");
  await expect(colour.getByRole("radio", { name: "Red" })).toBeChecked();
  await expect(page.getByText("Out of stock")).toBeVisible();

  // By keyboard, as any radio group: the colour back to gold.
  await colour.getByRole("radio", { name: "Red" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\?code=K4001-500G$/);
  await expect(heading).toHaveText("Kaarna Box of Chocolates 500 g (Gold)");

  expect(await documentWasKept(page)).toBe(true);
  await expect.poll(() => viewedItems(page)).toEqual(["K4001-250G", "K4001-250R", "K4001-500R", "K4001-500G"]);
  await expectNoAxeViolations(page);
});

test("a variant in ?code is shown on arrival, in Finnish", async ({ page }) => {
  await open(page, "/fi/konvehtirasia?code=K4001-250R");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("250 g");
  await expect(page.getByRole("group", { name: "Rasian väri" }).getByRole("radio", { name: "Punainen" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Rasian koko" }).getByRole("radio", { name: "250 g" })).toBeChecked();
});

test("a product's call to action leads where the product says, in the same tab or a new one", async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, "/en/products/chocolate-tablets/milk-chocolate/kaarna-milk-chocolate");
  const shops = page.getByRole("link", { name: "Find it in our shops" });
  await expect(shops).toBeVisible();
  await expect(shops).not.toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);
  await shops.click();
  await expect(page).toHaveURL(/\/en\/stores$/);

  await open(page, "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
  const recipes = page.getByRole("link", { name: "Bake with this chocolate" });
  await expect(recipes).toHaveAttribute("target", "_blank");
  await expect(recipes).toHaveAttribute("rel", "noopener noreferrer");
});
