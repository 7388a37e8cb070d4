// Parts that wait after a phone's first load: product cards and the start page's
// blocks below the first screen until they come near, the category's sort menu and filter panel until
// touched, and a product's JSON-LD until a navigation.
import { builtFile, CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { text } from "./fixtures/catalog.ts";
import { Listing } from "./fixtures/listing.ts";
import { expect, holdCodeOf, test, waitForHydration, waitingPartOf } from "./fixtures/storefront.ts";

const PAGES = {
  start: "/en",
  category: "/en/products/chocolate-tablets",
  "discounted product": `/fi/tuotteet/lahjarasiat/kaarna-konvehtirasia?code=K4001-500G`,
};

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a category's product cards each hydrate as they come near, not with the first", async ({ page }) => {
  await page.goto(PAGES.category);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const cards = page.getByRole("main").getByRole("article");
  // The first card is near the first screen; the last is thousands of pixels down.
  await expect(waitingPartOf(cards.first())).toHaveCount(0);
  await expect(waitingPartOf(cards.last())).toHaveAttribute("data-hydrating", "when-near");
  await cards.last().scrollIntoViewIfNeeded();
  await expect(waitingPartOf(cards.last())).toHaveCount(0);
});

test("a category's sort menu and filter panel load when touched, not with the page", async ({ page }) => {
  await page.goto(PAGES.category);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const listing = new Listing(page, "en");
  await expect(waitingPartOf(listing.sortButton)).toHaveAttribute("data-hydrating", "when-touched");
  await expect(waitingPartOf(listing.filterGroups.first())).toHaveAttribute("data-hydrating", "when-touched");
  // The keyboard's path: the focus on the filter's first group has the panel load, and a press before
  // its code arrives is held and given to it.
  await listing.filterGroups.first().focus();
  await page.keyboard.press("Enter");
  await expect(waitingPartOf(listing.filterGroups.first())).toHaveCount(0);
  await expect(listing.filterGroups.first()).toHaveAttribute("aria-expanded", "true");
  await expect(waitingPartOf(listing.sortButton)).toHaveAttribute("data-hydrating", "when-touched");
  await listing.sortButton.click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(waitingPartOf(listing.sortButton)).toHaveCount(0);
});

test("an arrow key on the sort menu before its code has arrived opens the menu once it has", async ({ page }) => {
  const release = await holdCodeOf(page, "sort-menu__option");
  await page.goto(PAGES.category);
  await waitForHydration(page);
  const listing = new Listing(page, "en");
  const list = page.getByRole("listbox");
  await listing.sortButton.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("ArrowDown");
  await expect(waitingPartOf(listing.sortButton)).toHaveAttribute("data-hydrating", "when-touched");
  await expect(list).toBeHidden();
  // The key is the menu's, as it is once live: the page does not scroll for it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  release();
  await expect(list).toBeVisible();
  await expect(list).toBeFocused();
  const chosen = await list.getByRole("option", { selected: true }).getAttribute("id");
  await expect(list).toHaveAttribute("aria-activedescendant", chosen ?? "no option chosen");
});

test("an arrow key held for the sort menu is dropped if the focus has left it when the code arrives", async ({ page }) => {
  const release = await holdCodeOf(page, "sort-menu__option");
  await page.goto(PAGES.category);
  await waitForHydration(page);
  const listing = new Listing(page, "en");
  await listing.sortButton.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(listing.sortButton).not.toBeFocused();
  release();
  await expect(waitingPartOf(listing.sortButton)).toHaveCount(0);
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(listing.sortButton).toHaveAttribute("aria-expanded", "false");
});

test("an arrow key on a filter group before its code scrolls the page, as it does once the panel is live", async ({ page }) => {
  const release = await holdCodeOf(page, "filter-panel__more");
  await page.goto(PAGES.category);
  await waitForHydration(page);
  const group = new Listing(page, "en").filterGroups.first();
  await group.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  release();
  await expect(waitingPartOf(group)).toHaveCount(0);
  await expect(group).toHaveAttribute("aria-expanded", "false");
});

test("a product's JSON-LD loads with the first navigation, which a variation's choice is", async ({ page }) => {
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await page.goto(PAGES["discounted product"]);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect(waitingPartOf(jsonLd)).toHaveAttribute("data-hydrating", "with-navigation");
  expect(JSON.parse((await jsonLd.textContent()) ?? "{}").sku).toBe("K4001-500G");
  await page.getByRole("radio", { name: "250 g" }).click();
  await expect(page).toHaveURL(/[?&]code=K4001-250G\b/);
  await expect(waitingPartOf(jsonLd)).toHaveCount(0);
  await expect.poll(async () => JSON.parse((await jsonLd.textContent()) ?? "{}").sku).toBe("K4001-250G");
});

test("the start page's banners and promoters below a phone's first screen hydrate as they come near", async ({ page }) => {
  await page.goto(PAGES.start);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The last link of the page's content is in a link block, thousands of pixels down.
  const last = page.getByRole("main").getByRole("link").last();
  await expect(waitingPartOf(last)).toHaveAttribute("data-hydrating", "when-near");
  await last.scrollIntoViewIfNeeded();
  await expect(waitingPartOf(last)).toHaveCount(0);
});

test.describe("a part whose code could not be loaded", () => {
  test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

  test("keeps the worker's HTML: a button says so and offers a reload, a link opens its page", async ({ page }) => {
    const card = "client/components/product/ProductCardView.tsx";
    const restore = await failCodeOf(page, card);
    const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith(builtFile(card)));
    await page.goto(PAGES.category);
    await waitForHydration(page);
    await failed;
    const cards = page.getByRole("main").getByRole("article");
    const first = cards.first();
    await first.getByRole("button", { name: /Add to cart/ }).click();
    const notice = page.getByRole("alert").filter({ hasText: text("en", "code-not-loaded.text") });
    await expect(notice.getByRole("button", { name: text("en", "code-not-loaded.reload") })).toBeVisible();
    // Not the page's stand-in for content it cannot show: the cards are as the worker drew them.
    await expect(page.getByText(text("en", "content.unknown-page", { type: "category" }))).toHaveCount(0);
    await expect(cards.last()).toBeAttached();
    expect(await cards.count()).toBeGreaterThan(1);
    // A link opens its page as a new document, which has the code.
    restore();
    const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
    await first.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeEnabled();
  });
});
