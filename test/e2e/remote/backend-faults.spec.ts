// The backend failing under a shopper in remote mode, over a real socket (issue 41): the storefront
// whose UPSTREAM_ORIGIN is the switch (./upstream-switch.ts) in front of the backend worker. Stopped,
// answering 500 or answering too slowly, the shopper's cart edit is rolled back with the spec's
// snackbar and nothing they did before is lost, a page never seen says it cannot be loaded, a page
// seen before still shows from the cache, and everything works again once the backend is back.
import type { Page } from "@playwright/test";
import { BACKEND_URL, REMOTE_FAULTY_BASE_URL, UPSTREAM_SWITCH_PORT } from "../../../playwright.config.ts";
import { addToCartFrom, MiniCart } from "../fixtures/cart.ts";
import { text } from "../fixtures/catalog.ts";
import { closePopupsBeforehand, expect, test, waitForHydration } from "../fixtures/storefront.ts";
import { type UpstreamFault, UpstreamSwitch } from "./upstream-switch.ts";

const PRODUCT = "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70";
/** Pages no test here opens while the backend works, so none is in the storefront's cache. */
const NEVER_SEEN = ["/en/customer-service", "/en/our-story", "/en/kaarna-club"];
/** Longer than the worker waits for a shopper's call (8 s), and the content's 2 s. */
const TOO_SLOW_MS = 9_000;

const upstream = new UpstreamSwitch(UPSTREAM_SWITCH_PORT, new URL(BACKEND_URL));

test.describe("a backend that fails mid-journey", { tag: "@remote" }, () => {
  // Failed calls are logged by Chromium; a stopped backend's pictures (its image service) fail to load too.
  // One pattern: Playwright reads a two-item array as a value and its fixture options.
  test.use({
    baseURL: REMOTE_FAULTY_BASE_URL,
    allowedConsoleErrors: [/status of 50\d|net::ERR_(EMPTY_RESPONSE|CONNECTION_REFUSED)/],
  });
  test.beforeEach(async ({ page }) => {
    upstream.fault = { kind: "none" };
    await upstream.start();
    await closePopupsBeforehand(page);
  });
  test.afterAll(() => upstream.stop());

  const FAULTS: { name: string; unseenPage: string; fault: () => Promise<void> }[] = [
    { name: "stops", unseenPage: NEVER_SEEN[0]!, fault: () => upstream.stop() },
    { name: "answers 500", unseenPage: NEVER_SEEN[1]!, fault: async () => setFault({ kind: "fail" }) },
    { name: "answers too slowly", unseenPage: NEVER_SEEN[2]!, fault: async () => setFault({ kind: "slow", ms: TOO_SLOW_MS }) },
  ];

  for (const { name, unseenPage, fault } of FAULTS) {
    test(`when the backend ${name}, the shopper's cart edit is rolled back and said so, an unseen page says it cannot be loaded, and all is kept for when it is back`, async ({
      page,
    }) => {
      await addToCartFrom(page, PRODUCT);
      const miniCart = await new MiniCart(page).open();
      await expect(miniCart.drawer).toHaveAccessibleName(/1 item\b/);

      await fault();
      const failed = page.waitForResponse((response) => response.url().includes("/api/me/cart/quantity"), {
        timeout: TOO_SLOW_MS + 5_000,
      });
      await miniCart.increaseButtons.last().click();
      expect((await failed).status()).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole("alert").filter({ hasText: text("en", "shop.cart-error-default") })).toBeVisible();
      await expect(miniCart.drawer).toHaveAccessibleName(/1 item\b/);
      await page.keyboard.press("Escape");

      await expectUnavailable(page, unseenPage);
      // The product page was seen before: it still shows, from the storefront's cache.
      const seen = await page.goto(PRODUCT);
      expect(seen?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await upstream.start();
      upstream.fault = { kind: "none" };
      await page.reload();
      await waitForHydration(page);
      const again = await new MiniCart(page).open();
      await expect(again.drawer).toHaveAccessibleName(/1 item\b/);
      await again.increaseButtons.last().click();
      await expect(again.drawer).toHaveAccessibleName(/2 items\b/);
      expect((await page.goto(unseenPage))?.status()).toBe(200);
    });
  }

  test("a backend that answers slowly, within the worker's timeouts, serves the shopper as usual", async ({ page }) => {
    setFault({ kind: "slow", ms: 1_200 });
    await addToCartFrom(page, PRODUCT);
    const miniCart = await new MiniCart(page).open();
    await expect(miniCart.drawer).toHaveAccessibleName(/1 item\b/);
    await miniCart.increaseButtons.last().click();
    await expect(miniCart.drawer).toHaveAccessibleName(/2 items\b/);
  });
});

function setFault(fault: UpstreamFault) {
  upstream.fault = fault;
}

/** The storefront's own error page for a page it cannot load: a server error status and a message, no crash. */
async function expectUnavailable(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole("heading", { name: text("en", "error.title") })).toBeVisible();
  await expect(page.getByText(text("en", "error.unavailable"))).toBeVisible();
}
