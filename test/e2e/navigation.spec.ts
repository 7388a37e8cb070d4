// Client-side navigation: no document reload, head tags follow, page views carry the referrer,
// scroll comes back on the way back, and offline/online notices use the snackbars.
import type { Page } from "@playwright/test";
import { builtFile, failCodeOf } from "./fixtures/built-files.ts";
import { text } from "./fixtures/catalog.ts";
import { documentWasKept, expect, markDocument, test, waitForHydration } from "./fixtures/storefront.ts";

test("internal links navigate without reloading the document and update the head", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  await markDocument(page);
  const startTitle = await page.title();
  const link = page.locator('main a[href^="/en/"]').first();
  const target = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.title()).not.toBe(startTitle);
  expect(await documentWasKept(page)).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${target}$`));
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "virtual_page_view"));
  expect(views).toHaveLength(2);
  expect(views[0]).not.toHaveProperty("page_referrer");
  expect(views[1]).toMatchObject({ page_referrer: expect.stringMatching(/\/en$/) });
});

test("after a navigation by keyboard, focus is on the new page's heading and Tab continues in that page", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  const link = page.getByRole("main").getByRole("link", { name: "Explore our products" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/products$/);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the new page, not 'Skip to content' at the top of the document.
  await expect(page.getByRole("link", { name: "Skip to content" })).not.toBeFocused();
  expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement))).toBe(true);
});

test("hovering an internal link prefetches its page model without a page view", async ({ page }) => {
  await page.goto("/fi");
  await waitForHydration(page);
  const link = page.locator('main a[href^="/fi/"]').first();
  const href = (await link.getAttribute("href"))!;
  const prefetch = page.waitForRequest((request) =>
    request.url().includes(`/api/cda/content?contentUrl=${encodeURIComponent(href)}`),
  );
  await link.hover();
  await prefetch;
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "virtual_page_view").length);
  expect(views).toBe(1);
  await expect(page).toHaveURL(/\/fi$/);
});

/** Scrolls the Finnish start page down to its last link and follows it; the new page starts at the top. */
async function leaveScrolledStartPage(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/fi");
  await waitForHydration(page);
  // Measure once images have loaded, so the layout no longer shifts under the link.
  await page.waitForLoadState("networkidle");
  const link = page.locator('main a[href^="/fi/"]').last();
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await link.click();
  await expect(page).not.toHaveURL(/\/fi$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return scrolled;
}

test("going back restores the scroll position of the page left", async ({ page }) => {
  const scrolled = await leaveScrolledStartPage(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/fi$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test("a link back to a page visited before restores its scroll position; a page not visited starts at the top", async ({
  page,
}) => {
  const scrolled = await leaveScrolledStartPage(page);
  // The header's logo leads back to the start page: a revisited path, so the position comes back.
  await page.locator('header a[href="/fi"]').first().click();
  await expect(page).toHaveURL(/\/fi$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test.describe("a page part that fails to load", () => {
  test.use({
    // One pattern: test.use reads a longer array as [value, options].
    allowedConsoleErrors: [/could not be loaded|Failed to load resource|ERR_FAILED|dynamically imported module/],
  });

  /** Opens a category, then follows a product link whose page module fails to load once. */
  async function followLinkToBrokenModule(page: Page) {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    // As after a deploy: the product page's module the open page knows is gone (once: the document
    // loaded again names the files of the build that is there).
    await failCodeOf(page, "client/pages/ProductPage.tsx", 1);
    await page.goto("/en/products/chocolate-tablets");
    await waitForHydration(page);
    await markDocument(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Dark Chocolate 70%/ })
      .first()
      .click();
    return messages;
  }

  test("is reported, and the page is loaded again as a whole document", async ({ page }) => {
    const messages = await followLinkToBrokenModule(page);
    await expect(page).toHaveURL(/dark-chocolate-70$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText("Dark Chocolate 70%");
    expect(await documentWasKept(page)).toBe(false);
    expect(messages.some((text) => text.startsWith("A part of the page could not be loaded:"))).toBe(true);
  });

  test("is recovered from when the link is followed before the code loaded after hydration has arrived", async ({ page }) => {
    // A click at once after hydration: what loads after it (the overlay, the notices) never comes.
    const afterHydration = builtFile("client/app/AfterHydration.tsx");
    await page.route(
      (url) => url.pathname === afterHydration,
      () => undefined,
    );
    await followLinkToBrokenModule(page);
    await expect(page).toHaveURL(/dark-chocolate-70$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText("Dark Chocolate 70%");
    expect(await documentWasKept(page)).toBe(false);
  });
  /** The page's documents the browser asks for while a category loads whose file from `source` fails `times` times. */
  async function openCategoryWithBrokenFile(page: Page, times: number, source = "client/pages/CategoryPage.tsx") {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    // Every request for the file fails while the first `times` documents load: the HTML's preload
    // and the import of it, which Chromium may fetch again after the preload failed.
    const file = builtFile(source);
    await page.route(
      (url) => url.pathname === file,
      (route) => (documents.length <= times ? route.abort("connectionfailed") : route.fallback()),
    );
    await page.goto("/en/products/chocolate-tablets");
    return documents;
  }

  test("of the first page has it loaded again as a whole document, once", async ({ page }) => {
    const documents = await openCategoryWithBrokenFile(page, 1);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Chocolate tablets");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  test("of the first page that fails again is not loaded a third time", async ({ page }) => {
    const documents = await openCategoryWithBrokenFile(page, 2);
    await expect(page.getByText(text("en", "content.unknown-page", { type: "category" }))).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  test("of the first page's texts has it loaded again as a whole document, once", async ({ page }) => {
    const documents = await openCategoryWithBrokenFile(page, 1, "locales/en/messages.po?part=listing");
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Chocolate tablets");
    await expect(page.getByRole("button", { name: /^Sort by/ })).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  test("of the first page's texts that fails again leaves the worker's page as it is, links working", async ({ page }) => {
    const documents = await openCategoryWithBrokenFile(page, 2, "locales/en/messages.po?part=listing");
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Chocolate tablets");
    await expect.poll(() => documents.length).toBe(2);
    await page.getByRole("main").getByRole("link", { name: "Dark chocolate", exact: true }).click();
    await expect(heading).toHaveText("Dark chocolate tablets");
    expect(documents).toHaveLength(3);
  });
});

test("a slow navigation shows the loading overlay after 300 ms", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  await page.route("**/api/cda/content?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.locator('main a[href^="/en/"]').first().click();
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 10_000 });
});

test.describe("offline", () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("losing and regaining the connection shows snackbars that close by Escape and by themselves", async ({
    page,
    context,
  }) => {
    await page.goto("/sv");
    await waitForHydration(page);
    // The connection notices load just after hydration; the shopper has had the page a moment.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    const offline = page.getByRole("alert").filter({ hasText: "Nätverksanslutningen bröts" });
    await expect(offline).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(offline).toBeHidden();
    await context.setOffline(false);
    const online = page.getByRole("status").filter({ hasText: "Anslutningen är tillbaka" });
    await expect(online).toBeVisible();
    await expect(online).toBeHidden({ timeout: 7_000 });
  });
});
