// Content search in each language: from the search page (keywords, facets in the
// sidebar and in a phone's dialog, 'show more', the product disclaimer, the search event) and from
// the header's inline search (results after typing, Enter opens the top result, the button to the
// search page, its place among a phone's header actions); every state passes axe, and a shared link
// shows its results before any script.
import type { Page } from "@playwright/test";
import { text, isTurnOf } from "./fixtures/catalog.ts";
import { CONTENT_SEARCH_PAGE, ContentSearchPage, InlineSearch } from "./fixtures/content-search.ts";
import { Shell } from "./fixtures/shell.ts";
import {
  closePopupsBeforehand,
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

/** A word with more than a page of results (content and products), and a narrower one for the inline search. */
const BROAD = { fi: "suklaa", en: "chocolate", sv: "choklad" } as const;
const NARROW = { fi: "kaakao", en: "cocoa", sv: "kakao" } as const;
/** Where the catalogue's product pages are. */
const PRODUCTS_PATH = { fi: /^\/fi\/tuotteet\//, en: /^\/en\/products\//, sv: /^\/sv\/produkter\// } as const;
/** The search page's name in the CMS (its heading). */
const NAME = { fi: "Hae sivustolta", en: "Search the site", sv: "Sök på webbplatsen" } as const;
const FACETS = {
  fi: { kind: "Sisältötyyppi", articles: "Artikkelit", products: "Tuotteet", productType: "Tuotetyyppi" },
  en: { kind: "Content type", articles: "Articles", products: "Products", productType: "Product type" },
  sv: { kind: "Innehållstyp", articles: "Artiklar", products: "Produkter", productType: "Produkttyp" },
} as const;

const searchEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "search").map((event) => event.search_term));

async function open(page: Page, path: string) {
  await closePopupsBeforehand(page);
  await page.goto(path);
  await waitForHydration(page);
}

for (const language of LANGUAGES) {
  test.describe(`${language} on a desktop`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    if (isTurnOf(language, 1))
      test(`the ${language} search page searches content and products, filters, shows more and says products may change`, {
        tag: language === "en" ? ["@remote"] : [],
      }, async ({ page }) => {
        test.setTimeout(60_000);
        await open(page, CONTENT_SEARCH_PAGE[language]);
        const search = new ContentSearchPage(page, language);
        await expect(new Shell(page, language).main).toHaveAttribute("data-page-type", "search");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME[language]);

        // Keywords: Enter searches, the address keeps the words, the search event is sent.
        await search.box.fill(BROAD[language]);
        await search.box.press("Enter");
        await expect(page).toHaveURL(new RegExp(`${CONTENT_SEARCH_PAGE[language]}\\?q=${BROAD[language]}$`));
        await expect(search.summary).toContainText(BROAD[language]);
        await expect(search.hits).toHaveCount(12);
        expect(await searchEvents(page)).toEqual([BROAD[language]]);
        await expect(search.productCards.first()).toBeVisible();
        await expect(search.disclaimer).toBeVisible();
        await expectNoAxeViolations(page);

        // 'Show more' appends the next page.
        const firstPage = await search.hitTitles();
        await search.showMore.click();
        await expect(search.hits).toHaveCount(24);
        expect((await search.hitTitles()).slice(0, 12)).toEqual(firstPage);

        // The articles facet: only articles, no product disclaimer; the choice is in the address.
        const kinds = search.facetGroup(search.sidebar, FACETS[language].kind);
        await kinds.getByRole("checkbox", { name: new RegExp(`^${FACETS[language].articles}`) }).check();
        await expect(page).toHaveURL(/categoryIds=\d+$/);
        await expect(search.productCards).toHaveCount(0);
        await expect(search.hits.first()).toBeVisible();
        await expect(search.disclaimer).toBeHidden();
        await expect(kinds.getByRole("checkbox", { name: new RegExp(`^${FACETS[language].articles}`) })).toBeChecked();

        // The clear button empties the box and keeps the focus there.
        await search.clearButton.click();
        await expect(search.box).toHaveValue("");
        await expect(search.box).toBeFocused();
      });

    if (isTurnOf(language, 2))
      test(`the ${language} search page shows four product types, then the rest on 'show more'`, async ({ page }) => {
        await open(page, `${CONTENT_SEARCH_PAGE[language]}?q=`);
        const search = new ContentSearchPage(page, language);
        const types = search.facetGroup(search.sidebar, FACETS[language].productType);
        await expect(types.getByRole("checkbox")).toHaveCount(4);
        await search.facetShowMore(types).click();
        await expect(types.getByRole("checkbox")).toHaveCount(6);
        await expectNoAxeViolations(page);
      });

    if (isTurnOf(language, 0))
      test(`the ${language} header's inline search shows results as the shopper types, and Enter opens the top one`, async ({
        page,
      }) => {
        const calls: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/api/search/content")) calls.push(request.url());
        });
        await open(page, `/${language}`);
        const inline = new InlineSearch(page, language);
        await inline.box.click();
        await inline.box.pressSequentially(NARROW[language], { delay: 40 });
        await expect(inline.hits.first()).toBeVisible();
        expect(calls, "one call once the typing pauses").toHaveLength(1);
        expect(new URL(calls[0]!).searchParams.get("q")).toBe(NARROW[language]);
        const count = await inline.hits.count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(5);
        await expectNoAxeViolations(page);

        // Typing again clears the results until the new answer.
        await inline.box.press("Backspace");
        await expect(inline.hits).toHaveCount(0);
        await expect(inline.status).toHaveText(text(language, "shell.inline-search.loading"));
        await expect(inline.hits.first()).toBeVisible();

        const top = await inline.hits.first().getAttribute("href");
        await inline.box.press("Enter");
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === top);
        await expect(inline.box).toHaveValue("");
      });

    if (isTurnOf(language, 2))
      test(`the ${language} header's inline search opens the search page with the words`, async ({ page }) => {
        await open(page, `/${language}`);
        const inline = new InlineSearch(page, language);
        await inline.box.fill(BROAD[language]);
        await inline.advanced.click();
        await expect(page).toHaveURL(new RegExp(`${CONTENT_SEARCH_PAGE[language]}\\?q=${BROAD[language]}$`));
        const search = new ContentSearchPage(page, language);
        await expect(search.box).toHaveValue(BROAD[language]);
        await expect(search.hits.first()).toBeVisible();
        expect(await searchEvents(page)).toEqual([BROAD[language]]);
      });
  });

  test.describe(`${language} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    if (isTurnOf(language, 0))
      test(`the ${language} search page's facets open in a dialog`, async ({ page }) => {
        await open(page, `${CONTENT_SEARCH_PAGE[language]}?q=${BROAD[language]}`);
        const search = new ContentSearchPage(page, language);
        await expect(search.sidebar).toBeHidden();
        await expect(search.productCards.first()).toBeVisible();
        await search.facetsButton.click();
        const dialog = search.facetsDialog;
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page);
        // Products is the fifth content type (after articles, recipes, press releases and shops): behind 'show more'.
        const kinds = search.facetGroup(dialog, FACETS[language].kind);
        await search.facetShowMore(kinds).click();
        await kinds.getByRole("checkbox", { name: new RegExp(`^${FACETS[language].products}`) }).check();
        await expect(page).toHaveURL(/categoryIds=\d+$/);
        await search.facetsDone.click();
        await expect(dialog).toBeHidden();
        // Only products now (the previous results stay under the spinner until the new ones arrive).
        const links = () =>
          search.hits
            .getByRole("heading", { level: 2 })
            .getByRole("link")
            .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
        await expect.poll(async () => (await links()).filter((href) => !PRODUCTS_PATH[language].test(href))).toEqual([]);
        expect((await links()).length).toBeGreaterThan(0);
        await expect(search.disclaimer).toBeVisible();
        await expect(search.facetsButton).toBeFocused();
      });
  });
}

test.describe("typing without a pause", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the inline search still searches within 2 s of the first key", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search/content")) calls.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    await open(page, "/en");
    const inline = new InlineSearch(page, "en");
    await inline.box.click();
    // 14 keys 300 ms apart: never the 500 ms pause, so only the 2 s maximum wait starts a search mid-word.
    await inline.box.pressSequentially("milk chocolate", { delay: 300 });
    await expect(inline.hits.first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(1);
    expect(calls[0]!.length, "a search started before the typing ended").toBeLessThan("milk chocolate".length);
    expect(calls.at(-1)).toBe("milk chocolate");
  });
});

test.describe("the header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the header has one search entry, the search panel's toggle, and the site search is in the menu", async ({ page }) => {
    await open(page, "/en");
    const banner = page.getByRole("banner");
    const toggle = banner.getByRole("button", { name: text("en", "shell.search.open") });
    await expect(toggle).toBeVisible();
    // The only one: the navigation's search box is not among the bar's actions.
    await expect(banner.getByRole("searchbox")).toHaveCount(0);
    await expect(new InlineSearch(page, "en").widget).toBeHidden();
    const cart = await new Shell(page, "en").cartButton.boundingBox();
    const place = await toggle.boundingBox();
    if (!cart || !place) throw new Error("the header's search or cart button is not laid out");
    expect(place.x + place.width <= cart.x || cart.x + cart.width <= place.x, "clear of the cart button").toBe(true);

    await banner.getByRole("button", { name: text("en", "shell.menu.open") }).click();
    const menu = page.getByRole("dialog", { name: text("en", "shell.menu.title") });
    const search = menu.getByRole("search", { name: text("en", "shell.inline-search.label") });
    const box = search.getByRole("searchbox", { name: text("en", "shell.inline-search.input") });
    await expect(box).toBeVisible();
    await box.click();
    await box.pressSequentially(NARROW.en, { delay: 40 });
    await expect(search.getByRole("listitem").getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape closes the results first, then the menu.
    await page.keyboard.press("Escape");
    await expect(search.getByRole("listitem")).toHaveCount(0);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared search link shows its results from the server", async ({ page }) => {
    await page.goto(`${CONTENT_SEARCH_PAGE.en}?q=cocoa`);
    const search = new ContentSearchPage(page, "en");
    await expect(search.hits.first()).toBeVisible();
    expect(await search.hitTitles()).toContain("The journey of cocoa from bean to tablet");
    await expect(search.box).toHaveValue("cocoa");
  });
});
