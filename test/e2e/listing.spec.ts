// Category listings and product search in each language: filters, sort, paging and chips in the URL
// (shared, reloaded, back), noindex when filtered or sorted, the header's search panel (3-character
// minimum, 350 ms debounce, history chips) and the search page's empty state.
import type { Page } from "@playwright/test";
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

const productNames = (page: Page) => page.locator(".product-grid .product-card__name").allInnerTexts();
const robots = (page: Page) => page.locator('meta[name="robots"]');

async function openCategory(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("main .page--category")).toBeVisible();
}

/** The facet with the fewest products in the open group, so filtering visibly narrows the list. */
async function narrowestFacet(page: Page) {
  const labels = page.locator(".filter-panel__options:not([hidden]) .filter-panel__option");
  await expect(labels.first()).toBeVisible();
  const texts = await labels.allInnerTexts();
  const counts = texts.map((text) => Number(text.match(/\((\d+)\)/)?.[1]));
  for (const count of counts) expect(count, "every facet shows its count").toBeGreaterThan(0);
  const index = counts.indexOf(Math.min(...counts));
  return { checkbox: labels.nth(index).getByRole("checkbox"), count: counts[index]! };
}

async function pickSort(page: Page, steps: number) {
  const button = page.locator(".sort-menu__button");
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
  test(`a ${language} category filters, sorts and pages through the URL`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await openCategory(page, CATEGORY[language]);
    await expect(robots(page)).toHaveCount(0);
    const standardOrder = await productNames(page);
    expect(standardOrder.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Sort: Escape closes without a change; price highest first is the fifth option.
    await page.locator(".sort-menu__button").click();
    await expect(page.getByRole("option")).toHaveCount(6);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await pickSort(page, 4);
    await expect(page).toHaveURL(/\?sortBy=price&sortDirection=desc$/);
    await expect.poll(() => productNames(page)).not.toEqual(standardOrder);
    await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");

    // Page 2 keeps the sort.
    const firstPage = await productNames(page);
    await page.locator(".pagination__pages--desktop").getByRole("link", { name: /2/ }).click();
    await expect(page).toHaveURL(/sortBy=price&sortDirection=desc&page=2$/);
    await expect.poll(() => productNames(page)).not.toEqual(firstPage);
    await expect(page.locator(".pagination__page--current").first()).toHaveText("2");

    // A filter goes back to page 1 and shows a chip; the count matches the facet's.
    const facet = await narrowestFacet(page);
    await facet.checkbox.check();
    await expect(page).toHaveURL(/\?filter\.[\w-]+=[\w-]+&sortBy=price&sortDirection=desc$/);
    await expect(page.locator(".category-listing__count")).toContainText(String(facet.count));
    await expect(page.locator(".product-grid > li")).toHaveCount(Math.min(facet.count, 12));
    await expect(page.locator(".filter-chips__chip")).toHaveCount(1);
    await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
    const filteredUrl = page.url();
    const filteredNames = await productNames(page);

    // The shared URL opens in the same state.
    const shared = await context.newPage();
    await openCategory(shared, filteredUrl);
    expect(await productNames(shared)).toEqual(filteredNames);
    await expect(shared.locator(".filter-chips__chip")).toHaveCount(1);
    await expect(shared.locator(".sort-menu__button")).toHaveText((await page.locator(".sort-menu__button").textContent()) ?? "");
    await expect(robots(shared)).toHaveAttribute("content", "noindex,nofollow");
    await expectNoAxeViolations(shared);
    await shared.close();

    // Back restores page 2; forward the filter again.
    await page.goBack();
    await expect(page).toHaveURL(/sortBy=price&sortDirection=desc&page=2$/);
    await expect(page.locator(".filter-chips__chip")).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.locator(".filter-chips__chip")).toHaveCount(1);

    // Removing the chip drops the filter; 'clear all' drops filters and sort but keeps the facets.
    await page.locator(".filter-chips__chip").click();
    await expect(page).toHaveURL(/\?sortBy=price&sortDirection=desc$/);
    await (await narrowestFacet(page)).checkbox.check();
    await expect(page.locator(".filter-chips__chip")).toHaveCount(1);
    await page.locator(".filter-chips__clear").click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY[language]}$`));
    await expect(page.locator(".filter-panel__group").first()).toBeVisible();
    await expect.poll(() => productNames(page)).toEqual(standardOrder);
    await expect(robots(page)).toHaveCount(0);
  });

  test(`the ${language} header search suggests from 3 characters and opens the search page`, async ({ page }) => {
    const suggestCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/products/suggest")) suggestCalls.push(request.url());
    });
    await page.goto(`/${language}`);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: SEARCH_BUTTON[language] }).first().click();
    const input = page.getByRole("searchbox", { name: SEARCH_INPUT[language] });
    await expect(input).toBeFocused();

    await input.fill(PHRASE[language].slice(0, 2));
    await page.waitForTimeout(700);
    expect(suggestCalls, "no call below 3 characters").toEqual([]);
    await expect(page.locator(".product-search__submit")).toBeDisabled();

    const answered = page.waitForResponse((response) => response.url().includes("/api/products/suggest"));
    await input.pressSequentially(PHRASE[language].slice(2), { delay: 30 });
    await answered;
    expect(suggestCalls, "one call after the shopper pauses").toHaveLength(1);
    await expect(page.locator(".product-search__result").first()).toBeVisible();
    await expect(page.locator(".product-search__submit")).toBeEnabled();
    await expectNoAxeViolations(page);

    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${SEARCH_PAGE[language]}\\?q=${PHRASE[language]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(PHRASE[language]);
    await expect(page.locator(".product-grid > li").first()).toBeVisible();
    await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
    await expectNoAxeViolations(page);

    // The term is remembered as a previous-search chip; Escape closes the panel.
    await page.getByRole("banner").getByRole("button", { name: SEARCH_BUTTON[language] }).first().click();
    await expect(page.locator(".product-search__chip", { hasText: PHRASE[language] }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".product-search")).toBeHidden();
  });

  test(`a ${language} search without results shows the bouncing mascot and ways on`, async ({ page }) => {
    await page.goto(`${SEARCH_PAGE[language]}?q=zzqxv`);
    await waitForHydration(page);
    await expect(robots(page)).toHaveAttribute("content", "noindex,nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("zzqxv");
    const mascot = page.locator(".cocoa-mascot");
    await mascot.click();
    await expect(mascot).toHaveClass(/cocoa-mascot--bouncing/);
    await expect(mascot).not.toHaveClass(/cocoa-mascot--bouncing/, { timeout: 2_000 });
    const allProducts = page.locator(".search-empty__primary");
    await expect(allProducts).toHaveAttribute("href", /\/(tuotteet|products|produkter)$/);
    await expectNoAxeViolations(page);
    await page.locator(".search-empty__secondary").click();
    await expect(page.getByRole("searchbox").first()).toBeFocused();
  });
}
