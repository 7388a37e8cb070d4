// Category listings and product search in each language: filters, sort, paging and chips in the URL
// (shared, reloaded, back), noindex when filtered or sorted, the header's search panel (3-character
// minimum, 350 ms debounce, history chips) and the search page's empty state.
import type { Page } from "@playwright/test";
import { type Language, text, isTurnOf } from "./fixtures/catalog.ts";
import { Listing } from "./fixtures/listing.ts";
import { Shell } from "./fixtures/shell.ts";
import { LANGUAGES, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const CATEGORY = {
  fi: "/fi/tuotteet/suklaalevyt",
  en: "/en/products/chocolate-tablets",
  sv: "/sv/produkter/chokladkakor",
} as const;
const SEARCH_PAGE = { fi: "/fi/haku", en: "/en/search", sv: "/sv/sok" } as const;
const SEARCH_BUTTON = { fi: /haku|hae/i, en: /search/i, sv: /sök/i } as const;
const SEARCH_INPUT = { fi: "Hae tuotteita", en: "Search products", sv: "Sök produkter" } as const;
const PHRASE = { fi: "suklaa", en: "chocolate", sv: "choklad" } as const;

const robots = (page: Page) => page.locator('meta[name="robots"]');

async function openCategory(page: Page, path: string, language: Language) {
  await page.goto(path);
  await waitForHydration(page);
  const shell = new Shell(page, language);
  await expect(shell.main).toHaveAttribute("data-page-type", "category");
  await expect(shell.main).toBeVisible();
  return new Listing(page, language);
}

/** The facet with the fewest products in the open group, so filtering visibly narrows the list. */
async function narrowestFacet(listing: Listing) {
  const checkboxes = listing.facetCheckboxes;
  await expect(checkboxes.first()).toBeVisible();
  const texts = await listing.facetCounts.allInnerTexts();
  const counts = texts.map((count) => Number(count.match(/\((\d+)\)/)?.[1]));
  expect(counts, "every facet shows its count").toHaveLength(await checkboxes.count());
  for (const count of counts) expect(count, "every facet shows its count").toBeGreaterThan(0);
  const index = counts.indexOf(Math.min(...counts));
  return { checkbox: checkboxes.nth(index), count: counts[index]! };
}

async function pickSort(page: Page, listing: Listing, steps: number) {
  const button = listing.sortButton;
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeFocused();
  await page.keyboard.press("Home");
  for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(button).toBeFocused();
}

for (const language of LANGUAGES) {
  if (isTurnOf(language, 1))
    test(`a ${language} category filters, sorts and pages through the URL`, {
      tag: language === "en" ? ["@remote"] : [],
    }, async ({ page, context }) => {
      test.setTimeout(90_000);
      const listing = await openCategory(page, CATEGORY[language], language);
      await expect(robots(page)).toHaveCount(0);
      const standardOrder = await listing.productNames();
      expect(standardOrder.length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      // Sort: Escape closes without a change; price highest first is the fifth option.
      await listing.sortButton.click();
      await expect(page.getByRole("option")).toHaveCount(6);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox")).toBeHidden();
      await pickSort(page, listing, 4);
      await expect(page).toHaveURL(/\?sortBy=price&sortDirection=desc$/);
      await expect.poll(() => listing.productNames()).not.toEqual(standardOrder);
      await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");

      // Page 2 keeps the sort.
      const firstPage = await listing.productNames();
      await listing.pageLink(2).click();
      await expect(page).toHaveURL(/sortBy=price&sortDirection=desc&page=2$/);
      await expect.poll(() => listing.productNames()).not.toEqual(firstPage);
      await expect(listing.pageLink(2)).toHaveAttribute("aria-current", "page");
      await expect(listing.pageLink(2)).toHaveText("2");

      // A filter goes back to page 1 and shows a chip; the count matches the facet's.
      const facet = await narrowestFacet(listing);
      await facet.checkbox.check();
      await expect(page).toHaveURL(/\?filter\.[\w-]+=[\w-]+&sortBy=price&sortDirection=desc$/);
      await expect(listing.count).toContainText(String(facet.count));
      await expect(listing.products).toHaveCount(Math.min(facet.count, 12));
      await expect(listing.chips).toHaveCount(1);
      await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
      const filteredUrl = page.url();
      const filteredNames = await listing.productNames();

      // The shared URL opens in the same state.
      const shared = await context.newPage();
      const sharedListing = await openCategory(shared, filteredUrl, language);
      expect(await sharedListing.productNames()).toEqual(filteredNames);
      await expect(sharedListing.chips).toHaveCount(1);
      await expect(sharedListing.sortButton).toHaveText((await listing.sortButton.textContent()) ?? "");
      await expect(robots(shared)).toHaveAttribute("content", "noindex,nofollow");
      await expectNoAxeViolations(shared);
      await shared.close();

      // Back restores page 2; forward the filter again.
      await page.goBack();
      await expect(page).toHaveURL(/sortBy=price&sortDirection=desc&page=2$/);
      await expect(listing.chips).toHaveCount(0);
      await page.goForward();
      await expect(page).toHaveURL(filteredUrl);
      await expect(listing.chips).toHaveCount(1);

      // Removing the chip drops the filter; 'clear all' drops filters and sort but keeps the facets.
      await listing.chips.click();
      await expect(page).toHaveURL(/\?sortBy=price&sortDirection=desc$/);
      await (await narrowestFacet(listing)).checkbox.check();
      await expect(listing.chips).toHaveCount(1);
      await listing.clearFilters.click();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY[language]}$`));
      await expect(listing.filterGroups.first()).toBeVisible();
      await expect.poll(() => listing.productNames()).toEqual(standardOrder);
      await expect(robots(page)).toHaveCount(0);
    });

  if (isTurnOf(language, 2))
    test(`the ${language} header search suggests from 3 characters and opens the search page`, async ({ page }) => {
      const suggestCalls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/products/suggest")) suggestCalls.push(request.url());
      });
      await page.goto(`/${language}`);
      await waitForHydration(page);
      const shell = new Shell(page, language);
      const panel = shell.productSearch;
      const submit = panel.getByRole("button", { name: text(language, "search.panel.submit"), exact: true });
      await shell.banner.getByRole("button", { name: SEARCH_BUTTON[language] }).first().click();
      const input = page.getByRole("searchbox", { name: SEARCH_INPUT[language] });
      await expect(input).toBeFocused();

      await input.fill(PHRASE[language].slice(0, 2));
      await page.waitForTimeout(700);
      expect(suggestCalls, "no call below 3 characters").toEqual([]);
      await expect(submit).toBeDisabled();

      const answered = page.waitForResponse((response) => response.url().includes("/api/products/suggest"));
      await input.pressSequentially(PHRASE[language].slice(2), { delay: 30 });
      await answered;
      expect(suggestCalls, "one call after the shopper pauses").toHaveLength(1);
      await expect(panel.getByRole("listitem").getByRole("link").first()).toBeVisible();
      await expect(submit).toBeEnabled();
      // The suggested terms follow what was typed: only those containing it are left.
      const suggested = panel.getByRole("list", { name: text(language, "search.panel.suggested") }).getByRole("button");
      await expect(suggested.first()).toBeVisible();
      for (const chip of await suggested.allTextContents()) expect(chip.toLowerCase()).toContain(PHRASE[language]);
      await expectNoAxeViolations(page);

      await input.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${SEARCH_PAGE[language]}\\?q=${PHRASE[language]}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(PHRASE[language]);
      await expect(new Listing(page, language).products.first()).toBeVisible();
      await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
      await expectNoAxeViolations(page);

      // The term is remembered as a previous-search chip; Escape closes the panel.
      await shell.banner.getByRole("button", { name: SEARCH_BUTTON[language] }).first().click();
      const history = panel.getByRole("list", { name: text(language, "search.panel.history") });
      await expect(history.getByRole("button", { name: PHRASE[language] }).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    });

  if (isTurnOf(language, 0))
    test(`a ${language} search without results shows the bouncing mascot and ways on`, async ({ page }) => {
      await page.goto(`${SEARCH_PAGE[language]}?q=zzqxv`);
      await waitForHydration(page);
      await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("zzqxv");
      const mascot = page.getByRole("button", { name: text(language, "search.empty.mascot") });
      await mascot.click();
      await expect(mascot).toHaveClass(/cocoa-mascot--bouncing/);
      await expect(mascot).not.toHaveClass(/cocoa-mascot--bouncing/, { timeout: 2_000 });
      const allProducts = page.getByRole("link", { name: text(language, "search.empty.all-products") });
      await expect(allProducts).toHaveAttribute("href", /\/(tuotteet|products|produkter)$/);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: text(language, "search.empty.search-again") }).click();
      await expect(new Shell(page, language).productSearch.getByRole("searchbox")).toBeFocused();
    });
}
