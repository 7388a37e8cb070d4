// The spec's other tracked events (000 §9) as a shopper causes them, each checked in
// window.dataLayer with its name and every field: search, top navigation click (mega menu and
// mobile menu), language change, image slider navigation (hero, changing hero and the product
// gallery), related product click, and the designer page's product view.
import type { Page } from "@playwright/test";
import { text } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

type Pushed = { event: string } & Record<string, unknown>;

/** The events of one name in the data layer, in the order they were pushed. */
const events = (page: Page, name: string) =>
  page.evaluate((wanted) => (window.dataLayer ?? []).filter((event) => event.event === wanted), name) as Promise<Pushed[]>;

/**
 * Interaction events load their code on first use, so they arrive a moment after the click: waits
 * for the `count`-th event of that name (the one the last action sent) and returns it.
 */
async function lastEvent(page: Page, name: string, count = 1): Promise<Pushed> {
  await expect.poll(async () => (await events(page, name)).length, `${count} ${name} event(s)`).toBeGreaterThanOrEqual(count);
  return (await events(page, name)).at(count - 1)!;
}

// The start page's hero and changing hero (worker/upstream/embedded/seed/copy-en.ts).
const HERO_TITLE = "Chocolate from the lakeshore since 1911";
const SLIDE_TITLES = ["Salmiakki Kuu – a crescent moon full of liquorice", "Oat chocolate – vegan, yet velvety"] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a search submitted from the header's panel sends search with the term", async ({ page }) => {
    await open(page, "/en");
    const shell = new Shell(page, "en");
    await shell.banner.getByRole("button", { name: text("en", "shell.search.open") }).click();
    const input = shell.productSearch.getByRole("searchbox");
    await input.fill("  chocolate ");
    const submit = shell.productSearch.getByRole("button", { name: text("en", "search.panel.submit"), exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/en\/search\?q=chocolate$/);
    expect(await lastEvent(page, "search")).toEqual({ event: "search", search_term: "chocolate" });
  });

  test("mega menu links send top_navigation_click with their words, address and level", async ({ page }) => {
    await open(page, "/en");
    const nav = new Shell(page, "en").mainMenu;
    await nav.getByRole("button", { name: "Products" }).hover();
    await nav.getByRole("link", { name: "Milk chocolate", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/products\/chocolate-tablets\/milk-chocolate$/);
    expect(await lastEvent(page, "top_navigation_click")).toEqual({
      event: "top_navigation_click",
      menu_name: "mega_menu",
      menu_level: 3,
      link_text: "Milk chocolate",
      link_url: new URL("/en/products/chocolate-tablets/milk-chocolate", page.url()).href,
    });

    await nav.getByRole("button", { name: "Products" }).hover();
    await nav.getByRole("link", { name: "Chocolate tablets", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/products\/chocolate-tablets$/);
    expect(await lastEvent(page, "top_navigation_click", 2)).toMatchObject({ menu_level: 2, link_text: "Chocolate tablets" });

    // The panel's quick links also hold 'Customer service': wait until the closed panel has faded out.
    await expect(nav.getByRole("list", { name: text("en", "shell.menu.quick-links") })).toBeHidden();
    await nav.getByRole("link", { name: "Customer service", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/customer-service$/);
    expect(await lastEvent(page, "top_navigation_click", 3)).toMatchObject({ menu_level: 1, link_text: "Customer service" });
    // Opening a panel follows no link and is not a navigation click.
    await nav.getByRole("button", { name: "Products" }).click();
    await page.waitForTimeout(200);
    expect(await events(page, "top_navigation_click")).toHaveLength(3);
  });

  test("choosing another language sends language_change from the page's language to the chosen one", async ({ page }) => {
    await open(page, "/fi/tarinamme");
    await new Shell(page, "fi").languagePicker.click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/our-story$/);
    expect(await lastEvent(page, "language_change")).toEqual({
      event: "language_change",
      language_from: "fi",
      language_to: "en",
    });
    expect(await events(page, "top_navigation_click"), "the picker is not the main menu").toEqual([]);
  });

  test("the product gallery's arrows and dots move through its pictures, wrap at the ends and send image_slider_navigation", async ({
    page,
  }) => {
    await open(page, "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
    const gallery = page.getByRole("region", { name: text("en", "product.carousel.label") });
    const slide = (index: number) =>
      gallery.getByRole("group", { name: text("en", "product.carousel.slide", { index, count: 3 }) });
    await expect(slide(1).getByRole("img", { name: "Dark Chocolate 70% 100 g" })).toBeVisible();
    const moved = (action: string, index: number) => ({
      event: "image_slider_navigation",
      slider_name: "product_gallery",
      slider_title: "Dark Chocolate 70% 100 g",
      slider_action: action,
      slide_index: index,
      slide_count: 3,
    });

    await gallery.getByRole("button", { name: text("en", "product.carousel.next") }).click();
    expect(await lastEvent(page, "image_slider_navigation")).toEqual(moved("next", 1));
    await expect(slide(2).getByRole("img", { name: "Broken pieces of dark chocolate and cocoa beans" })).toBeVisible();
    // The pictures not shown are out of reach for keyboards and screen readers.
    await expect(slide(1)).toHaveAttribute("inert", "");

    await page.waitForTimeout(450); // the carousel's 400 ms throttle between moves (spec 001 §9)
    await gallery.getByRole("button", { name: text("en", "product.carousel.go-to", { index: 3, count: 3 }) }).click();
    expect(await lastEvent(page, "image_slider_navigation", 2)).toEqual(moved("dot", 2));
    await expect(slide(3).getByRole("img", { name: /back of the black wrapper/ })).toBeVisible();

    await page.waitForTimeout(450);
    await gallery.getByRole("button", { name: text("en", "product.carousel.next") }).click();
    expect(await lastEvent(page, "image_slider_navigation", 3)).toEqual(moved("next", 0));
    await expect(slide(1).getByRole("img", { name: "Dark Chocolate 70% 100 g" })).toBeVisible();
  });

  test("the hero's and the changing hero's slide buttons send image_slider_navigation; the timer does not", async ({ page }) => {
    // Reduced motion keeps both rotations still, so only the shopper moves them.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/en");
    const main = new Shell(page, "en").main;
    const hero = main.getByRole("region", { name: HERO_TITLE, exact: true });
    await hero.getByRole("button", { name: text("en", "blocks.rotation.slide", { n: 3, count: 3 }) }).click();
    expect(await lastEvent(page, "image_slider_navigation")).toEqual({
      event: "image_slider_navigation",
      slider_name: "hero",
      slider_title: HERO_TITLE,
      slider_action: "dot",
      slide_index: 2,
      slide_count: 3,
    });

    // The changing hero's slide buttons are named by their slides' titles; the first names the carousel.
    const changing = main.getByRole("region", { name: SLIDE_TITLES[0], exact: true });
    await changing.getByRole("button", { name: SLIDE_TITLES[1], exact: true }).click();
    expect(await lastEvent(page, "image_slider_navigation", 2)).toEqual({
      event: "image_slider_navigation",
      slider_name: "changing_hero",
      slider_title: SLIDE_TITLES[0],
      slider_action: "dot",
      slide_index: 1,
      slide_count: 3,
    });
    // The slide already shown is no move.
    await changing.getByRole("button", { name: SLIDE_TITLES[1], exact: true }).click();
    await page.waitForTimeout(300);
    expect(await events(page, "image_slider_navigation")).toHaveLength(2);
  });

  test("a related product's link sends select_item and related_product_click with the whole item", async ({ page }) => {
    await open(page, "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
    // The page's end (related lists, testimonial) hydrates from its own chunk once the page is
    // interactive; until then its links are plain links without the event.
    await page.waitForLoadState("networkidle");
    const related = page.getByRole("region", { name: text("en", "product.related.heading") });
    await related.getByRole("link", { name: "Dark Chocolate Orange" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dark Chocolate Orange");
    const click = await lastEvent(page, "related_product_click");
    const item = {
      item_id: "K1103-100",
      item_name: "Dark Chocolate Orange",
      price: 2.99,
      discount: 0.8,
      currency: "EUR",
      quantity: 1,
      index: 1,
      item_list_id: "related-products",
      item_list_name: "Related products",
    };
    expect(click).toMatchObject({
      event: "related_product_click",
      ecommerce: { item_list_id: "related-products", item_list_name: "Related products", items: [item] },
    });
    const [clicked] = (click.ecommerce as { items: Record<string, unknown>[] }).items;
    // Brand and category levels: what the product page itself reports for the same product.
    const viewed = (await lastEvent(page, "view_item", 2)).ecommerce as { items: Record<string, unknown>[] };
    expect(clicked).toEqual(viewed.items[0]);
    expect(clicked).toHaveProperty("item_brand", expect.any(String));
    expect(clicked).toHaveProperty("item_category", expect.any(String));
    expect((await lastEvent(page, "select_item")).ecommerce).toMatchObject({ items: [item] });
  });

  test("the custom tablet designer's page sends view_item once, with the flavour it starts with", async ({ page }) => {
    await open(page, "/en/products/personalised-tablets/personalised-chocolate-tablet");
    const view = await lastEvent(page, "view_item");
    const checked = page.getByRole("radio", { checked: true });
    await expect(checked).toHaveCount(1);
    expect(view).toMatchObject({
      event: "view_item",
      ecommerce: {
        currency: "EUR",
        items: [{ item_id: expect.stringMatching(/^K5001/), currency: "EUR", quantity: 1, item_brand: expect.any(String) }],
      },
    });
    const [item] = (view.ecommerce as { items: { item_name: string; price: number }[] }).items;
    expect(item?.item_name).toBe((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
    expect((view.ecommerce as { value: number }).value).toBe(item?.price);
    expect(await events(page, "view_item")).toHaveLength(1);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("mobile menu links send top_navigation_click with the level they are on", async ({ page }) => {
    await open(page, "/en");
    await page.getByRole("button", { name: text("en", "shell.menu.open") }).click();
    const dialog = page.getByRole("dialog", { name: text("en", "shell.menu.title") });
    await dialog.getByRole("button", { name: /Products/ }).click();
    await dialog.getByRole("link", { name: "Salmiakki Kuu", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/products\/salmiakki-kuu$/);
    expect(await lastEvent(page, "top_navigation_click")).toEqual({
      event: "top_navigation_click",
      menu_name: "mobile_menu",
      menu_level: 2,
      link_text: "Salmiakki Kuu",
      link_url: new URL("/en/products/salmiakki-kuu", page.url()).href,
    });
  });
});
