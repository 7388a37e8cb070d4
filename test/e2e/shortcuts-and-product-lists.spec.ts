// The shortcuts block, the product lists block and the products and product-container pages as a
// shopper meets them (issue 10): every display mode on the Discover page, the carousel
// by its buttons, the keyboard and a swipe (wrapping, 400 ms apart, reported as slider navigation),
// 'show more' with focus on the first new shortcut, a product list's cards added to the cart, and the
// gift ideas and Kaarna Classics pages, in every language, each page passing axe.
import type { Page } from "@playwright/test";
import { type Language, LANGUAGES, text, isTurnOf } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import { DISCOVER, ProductList, ShortcutsBlock, ShortcutsCarousel } from "./fixtures/shortcuts.ts";
import { closePopupsBeforehand, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

type Pushed = { event: string } & Record<string, unknown>;
const events = (page: Page, name: string) =>
  page.evaluate((wanted) => (window.dataLayer ?? []).filter((event) => event.event === wanted), name) as Promise<Pushed[]>;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(({ page }) => closePopupsBeforehand(page));

for (const language of LANGUAGES) {
  const copy = DISCOVER[language];

  if (isTurnOf(language, 2))
    test(`${language}: the Discover page shows every display mode, the carousel moves and 'show more' adds shortcuts`, async ({
      page,
    }) => {
      await open(page, copy.urls.discover);
      const main = page.getByRole("main");
      // The titled modes are regions with their shortcuts' links: icons, cards, the carousel, lifts, narrow cards, simple.
      const titled = [
        [copy.icons.title, copy.icons.items.classics.title],
        [copy.stories.title, copy.stories.items.story.title],
        [copy.favourites.title, copy.favourites.items.salmiakki.title],
        [copy.visit.title, copy.visit.items.tours.title],
        [copy.occasions.title, copy.occasions.items.birthday.title],
        [copy.help.title, copy.help.items.delivery.title],
      ] as const;
      for (const [title, item] of titled) await expect(new ShortcutsBlock(page, language, title!).link(item)).toBeVisible();
      // The 50/50 banners and the banners: a heading and a button named by the call to action.
      for (const item of [copy.personal.items.club, copy.banners.items.cocoa]) {
        await expect(main.getByRole("heading", { name: item.title })).toBeVisible();
        await expect(main.getByRole("link", { name: item.cta })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      const carousel = new ShortcutsCarousel(page, language, copy.favourites.title!);
      const first = carousel.link(copy.favourites.items.salmiakki.title);
      const fourth = carousel.link(copy.favourites.items.pastilles.title);
      await expect(fourth).not.toBeInViewport();
      await carousel.next.click();
      await expect(fourth).toBeInViewport({ ratio: 1 });
      await expect(first).not.toBeInViewport();

      const stories = new ShortcutsBlock(page, language, copy.stories.title!);
      await expect(stories.items).toHaveCount(3);
      await stories.showMore.click();
      await expect(stories.items).toHaveCount(6);
      await expect(stories.link(copy.stories.items.club.title)).toBeFocused();
      await expectNoAxeViolations(page);
    });

  if (isTurnOf(language, 0))
    test(`${language}: a product list's card goes in the cart, and the products page and product container open from the Discover page`, async ({
      page,
    }) => {
      const shell = new Shell(page, language);
      await open(page, copy.urls.discover);
      await new ShortcutsBlock(page, language, copy.icons.title!).link(copy.icons.items.classics.title).click();
      await expect(page).toHaveURL(new RegExp(`${copy.urls.classics}$`));
      await expect(shell.heading).toHaveText(copy.classics.heading);
      expect(await shell.pageType()).toBe("product-container");
      // The products under their count ("5 products"); the help shortcuts below are articles too.
      await expect(shell.main.getByRole("region", { name: /^5\s/ }).getByRole("article")).toHaveCount(5);
      await expectNoAxeViolations(page);

      await page.goBack();
      await shell.main.getByRole("link", { name: copy.discover.banner.cta }).click();
      await expect(page).toHaveURL(new RegExp(`${copy.urls.giftIdeas}$`));
      await expect(shell.heading).toHaveText(copy.giftIdeas.heading);
      expect(await shell.pageType()).toBe("products-page");
      const picks = new ProductList(page, language, copy.giftIdeas.picksTitle);
      await expect(picks.cards).toHaveCount(5);
      await expectNoAxeViolations(page);

      const [name] = await picks.cardNames();
      await picks.addToCart(name!).click();
      await expect(
        page.getByRole("status").filter({ hasText: text(language, "shop.added-to-cart", { name: name!, quantity: 1 }) }),
      ).toBeVisible();
      await expect(shell.cartBadge).toHaveText("1");
    });
}

test.describe("in English", () => {
  const copy = DISCOVER.en;
  const titles = Object.values(copy.favourites.items).map((item) => item.title);

  test("a press the moment the carousel comes alive moves it by the slides this screen shows", async ({ page }) => {
    // The worker renders for a phone (one slide in view); the carousel reads the screen as it hydrates.
    // A press in the same moment it counts as live (its data-hydrating mark goes) must already see
    // three slides in view: four positions, and previous from the first goes to the fourth.
    await page.addInitScript(
      (label) => {
        document.addEventListener("DOMContentLoaded", () => {
          for (const button of document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`)) {
            const part = button.closest("[data-hydrating]");
            if (!part) continue;
            new MutationObserver((_, observer) => {
              if (part.hasAttribute("data-hydrating")) return;
              observer.disconnect();
              button.click();
            }).observe(part, { attributes: true, attributeFilter: ["data-hydrating"] });
          }
        });
      },
      text("en", "blocks.shortcuts.previous"),
    );
    await open(page, copy.urls.discover);
    // It loads as it comes near.
    await new ShortcutsCarousel(page, "en", copy.favourites.title!).region.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page, "image_slider_navigation")).length).toBe(1);
    expect(await events(page, "image_slider_navigation")).toMatchObject([
      { slider_title: copy.favourites.title, slider_action: "previous", slide_index: 3, slide_count: 4 },
    ]);
  });

  test("the carousel moves by keyboard, wraps at both ends, keeps 400 ms between moves and reports them", async ({ page }) => {
    await open(page, copy.urls.discover);
    const carousel = new ShortcutsCarousel(page, "en", copy.favourites.title!);
    const link = (n: number) => carousel.link(titles[n]!);
    await carousel.region.scrollIntoViewIfNeeded();
    // Three slides in view on a desktop: four positions for six slides.
    await expect(carousel.slide(1, 6)).toBeVisible();
    await expect(link(2)).toBeInViewport({ ratio: 1 });
    await expect(link(3)).not.toBeInViewport();

    // From the first position, previous wraps to the last (slides 4 to 6).
    await carousel.previous.focus();
    await page.keyboard.press("Enter");
    await expect(link(5)).toBeInViewport({ ratio: 1 });
    await expect(link(0)).not.toBeInViewport();
    await expect(carousel.previous).toBeFocused();

    // Two quick presses are one move: the second comes within the 400 ms throttle.
    await page.waitForTimeout(450);
    await carousel.next.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Space");
    await expect(link(0)).toBeInViewport({ ratio: 1 });
    await expect(link(3)).not.toBeInViewport();
    await expect.poll(async () => (await events(page, "image_slider_navigation")).length).toBe(2);
    expect(await events(page, "image_slider_navigation")).toEqual([
      {
        event: "image_slider_navigation",
        slider_name: "shortcuts",
        slider_title: copy.favourites.title,
        slider_action: "previous",
        slide_index: 3,
        slide_count: 4,
      },
      {
        event: "image_slider_navigation",
        slider_name: "shortcuts",
        slider_title: copy.favourites.title,
        slider_action: "next",
        slide_index: 0,
        slide_count: 4,
      },
    ]);

    // Tab from the buttons reaches the first slide in view, and past the last one in view leaves the carousel.
    await page.keyboard.press("Tab");
    await expect(link(0)).toBeFocused();
  });

  test("a swipe of 50 px or more moves the carousel, a shorter one does not, and neither follows the link under it", async ({
    page,
  }) => {
    await open(page, copy.urls.discover);
    const carousel = new ShortcutsCarousel(page, "en", copy.favourites.title!);
    const slide = carousel.slide(2, 6);
    await slide.scrollIntoViewIfNeeded();
    // A swipe is no press to hold: it waits until the carousel, loaded as it came near, is live.
    await expect(carousel.region.locator("xpath=.//*[@data-hydrating]")).toHaveCount(0);
    const box = (await slide.boundingBox())!;
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + 40);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + 40, { steps: 5 });
      await page.mouse.up();
    };
    await drag(-30);
    await page.waitForTimeout(450);
    await expect(page).toHaveURL(/\/en\/discover$/);
    await expect(carousel.link(titles[3]!)).not.toBeInViewport();
    await drag(-80);
    await expect(carousel.link(titles[3]!)).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveURL(/\/en\/discover$/);
  });

  test("'show more' loads the rest a page at a time by keyboard, then goes away", async ({ page }) => {
    await open(page, copy.urls.discover);
    const stories = new ShortcutsBlock(page, "en", copy.stories.title!);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/shortcuts/")) calls.push(new URL(request.url()).search);
    });
    await stories.showMore.focus();
    await page.keyboard.press("Enter");
    await expect(stories.link(copy.stories.items.club.title)).toBeFocused();
    await stories.showMore.focus();
    await page.keyboard.press("Enter");
    await expect(stories.link(copy.stories.items.classics.title)).toBeFocused();
    await expect(stories.items.getByRole("heading")).toHaveText(Object.values(copy.stories.items).map((item) => item.title));
    await expect(stories.showMore).toHaveCount(0);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^\?indexWhereToContinue=3&nextContentReferenceItem=\d+&language=en$/);
    expect(calls[1]).toMatch(/^\?indexWhereToContinue=6&nextContentReferenceItem=\d+&language=en$/);
  });

  test("a product list is reported as a list, and a picked card as selected from it", async ({ page }) => {
    await open(page, copy.urls.giftIdeas);
    const picks = new ProductList(page, "en", copy.giftIdeas.picksTitle);
    await expect.poll(async () => (await events(page, "view_item_list")).length).toBeGreaterThanOrEqual(2);
    const lists = await events(page, "view_item_list");
    const pickList = lists.find((event) => (event.ecommerce as { item_list_name: string }).item_list_name === "Gift picks");
    expect(pickList?.ecommerce).toMatchObject({
      item_list_id: expect.stringMatching(/^product-list-\d+$/),
      items: expect.arrayContaining([expect.objectContaining({ item_name: "Kaarna Box of Chocolates", index: 0 })]),
    });
    await picks.cards.getByRole("link", { name: "Lake Chocolates" }).click();
    await expect(page).toHaveURL(/\/en\/products\/gift-boxes\//);
    const [selected] = await events(page, "select_item");
    expect(selected?.ecommerce).toMatchObject({ item_list_name: "Gift picks", items: [expect.objectContaining({ index: 1 })] });
  });

  test("a category's product list links to the whole category", async ({ page }) => {
    await open(page, copy.urls.giftIdeas);
    const boxes = new ProductList(page, "en", copy.giftIdeas.boxesTitle);
    await expect(boxes.cards).toHaveCount(4);
    await boxes.region
      .getByRole("link", { name: text("en", "blocks.product-lists.see-all", { category: "Gift boxes" }) })
      .click();
    await expect(page).toHaveURL(/\/en\/products\/gift-boxes$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the carousel shows one shortcut at a time and the lists stack, passing axe", async ({ page }) => {
    const language: Language = "fi";
    const copy = DISCOVER[language];
    await open(page, copy.urls.discover);
    const carousel = new ShortcutsCarousel(page, language, copy.favourites.title!);
    await carousel.region.scrollIntoViewIfNeeded();
    await expect(carousel.link(copy.favourites.items.salmiakki.title)).toBeInViewport({ ratio: 1 });
    await expect(carousel.link(copy.favourites.items.oat.title)).not.toBeInViewport();
    await carousel.next.click();
    await expect(carousel.link(copy.favourites.items.oat.title)).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });
});
