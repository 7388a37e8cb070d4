// The cart in the browser (issue 4): the mini cart drawer from the header, quantity edits shown at
// once and sent after 500 ms as one call, removal, the cart page with the same lines, and a second
// tab that follows the first without a reload.
import type { Page } from "@playwright/test";
import { BADGE_PULSE_MS } from "../../shared/ui-timings.ts";
import { CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { addShownVariation, addToCartFrom, CartPage, MiniCart } from "./fixtures/cart.ts";
import { text } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import { expect, expectNoAxeViolations, test, waitForHydration, waitingPartOf } from "./fixtures/storefront.ts";

const BOX = { path: "/en/products/gift-boxes/kaarna-chocolate-box", name: /Kaarna Box of Chocolates/ };
const DARK = { path: "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70", name: /Dark Chocolate 70%/ };
const CART_PAGE = "/en/cart";

const addToCart = (page: Page, product: { path: string }) => addToCartFrom(page, product.path);
const cartButton = (page: Page) => new Shell(page, "en").cartButton;

test("the mini cart drawer shows the lines, sends a quantity edit once after 500 ms and removes a line", async ({ page }) => {
  await addToCart(page, BOX);
  await addToCart(page, DARK);
  await expect(cartButton(page)).toHaveAccessibleName(/2 items/);

  const miniCart = await new MiniCart(page).open();
  const drawer = miniCart.drawer;
  await expect(drawer).toHaveAccessibleName(/shopping cart \(2 items\)/i);
  await expect(drawer.getByRole("link", { name: BOX.name })).toBeVisible();
  await expect(drawer.getByRole("link", { name: DARK.name })).toBeVisible();
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === "view_cart"))).toBe(true);
  await expectNoAxeViolations(page);

  const quantityCalls: number[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/me/cart/quantity")) quantityCalls.push(Date.now());
  });
  const total = miniCart.summary.total;
  const before = await total.textContent();
  const increase = miniCart.increaseButtons.last();
  const clickedAt = Date.now();
  await increase.click();
  await increase.click();
  // Shown at once, before any call has gone out…
  await expect(drawer).toHaveAccessibleName(/4 items/);
  await expect(total).not.toHaveText(before ?? "");
  expect(quantityCalls).toHaveLength(0);
  // …and sent as one call with the last value after the 500 ms delay.
  await expect.poll(() => quantityCalls.length).toBe(1);
  expect((quantityCalls[0] ?? 0) - clickedAt).toBeGreaterThanOrEqual(450);
  await page.waitForTimeout(700);
  expect(quantityCalls).toHaveLength(1);
  await expect(cartButton(page)).toHaveAccessibleName(/4 items/);

  await drawer.getByRole("button", { name: /remove .*box of chocolates/i }).click();
  await expect(drawer.getByRole("link", { name: BOX.name })).toHaveCount(0);
  await expect(drawer).toHaveAccessibleName(/3 items/);
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === "remove_from_cart"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("a promo code applied in the drawer locks the field and lowers the total; removing it restores both", async ({ page }) => {
  await addToCart(page, BOX);
  const miniCart = await new MiniCart(page).open();
  const drawer = miniCart.drawer;
  const total = miniCart.summary.total;
  const before = await total.textContent();
  await drawer.getByRole("button", { name: "Promo code" }).click();
  const field = drawer.getByRole("textbox", { name: "Enter your promo code" });
  const apply = drawer.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await field.fill("WELCOME10");
  // By keyboard: focus stays in the task, on 'Remove code' once the code applies and back on the field once removed.
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Promo code WELCOME10 applied.")).toBeVisible();
  await expect(field).toHaveAttribute("readonly", "");
  await expect(drawer.getByRole("row", { name: /discounts/i })).toBeVisible();
  await expect(total).not.toHaveText(before ?? "");
  const remove = drawer.getByRole("button", { name: "Remove code" });
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Promo code removed.")).toBeVisible();
  await expect(total).toHaveText(before ?? "");
  await expect(field).toBeFocused();
});

test("a product added while the page's first look at the cart is on its way keeps its count", async ({ page }) => {
  // A busy server answers the page's first cart request, asked before the add, after the add's own
  // answer: the older cart it carries must not overwrite the one the add returned.
  await page.route(/\/api\/me\/cart\?/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  const firstLook = page.waitForResponse(/\/api\/me\/cart\?/);
  await addToCartFrom(page, DARK.path);
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
  await firstLook;
  // A moment for the page to take the answer in; an older cart put in the cache shows within it.
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 250)));
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
});

test("the cart page shows the drawer's lines, and the drawer closes on the way there", async ({ page }) => {
  await addToCart(page, BOX);
  await addToCart(page, DARK);
  const drawer = (await new MiniCart(page).open()).drawer;
  await drawer.getByRole("link", { name: /view cart/i }).click();
  await expect(page).toHaveURL(CART_PAGE);
  await expect(drawer).toBeHidden();
  const cartPage = new CartPage(page);
  await expect(cartPage.heading.filter({ hasText: /shopping cart \(2 items\)/i })).toBeVisible();
  const table = cartPage.lines;
  await expect(table.getByRole("link", { name: BOX.name })).toBeVisible();
  await expect(table.getByRole("link", { name: DARK.name })).toBeVisible();
  await expect(page.getByRole("link", { name: /go to checkout/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the cart page loads the cart in the browser and says so when it is empty", async ({ page }) => {
  const html = await (await page.request.get(CART_PAGE)).text();
  expect(html).toContain("Loading your cart");
  await page.goto(CART_PAGE);
  await waitForHydration(page);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: /continue shopping/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("code that could not be loaded", () => {
  test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

  test("cart contents whose code could not be loaded say so in their place, under the cart's heading", async ({ page }) => {
    await addToCart(page, BOX);
    const restore = await failCodeOf(page, "client/pages/cart/CartContents.tsx");
    await page.goto(CART_PAGE);
    await waitForHydration(page);
    const cartPage = new CartPage(page);
    const notLoaded = page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: text("en", "code-not-loaded.text") });
    await expect(notLoaded).toBeVisible();
    await expect(cartPage.heading.filter({ hasText: /shopping cart \(1 item\)/i })).toBeVisible();
    await expectNoAxeViolations(page);
    restore();
    await notLoaded.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
    await waitForHydration(page);
    await expect(cartPage.lines.getByRole("link", { name: BOX.name })).toBeVisible();
  });
});

test("a second tab's badge follows a product added in the first, without a reload", async ({ page, context }) => {
  await page.goto(BOX.path);
  await waitForHydration(page);
  const second = await context.newPage();
  await second.goto(CART_PAGE);
  await waitForHydration(second);
  // The cross-tab bridge loads just after hydration; both tabs have been open a moment.
  await second.waitForLoadState("networkidle");
  await page.waitForLoadState("networkidle");
  await expect(second.getByText("Your cart is empty.")).toBeVisible();

  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
  await expect(cartButton(second)).toHaveAccessibleName(/1 item/);
  await expect(second.getByRole("heading", { level: 1, name: /shopping cart \(1 item\)/i })).toBeVisible();
});

// Spec 000 l. 36: the badge pulses 300 ms. A page that first learns the count has not seen it change.
test("the badge pulses when its count changes on the page, not when a page opens with a cart", async ({ page }) => {
  await page.addInitScript(() => {
    const heard = { pulses: 0 };
    (window as unknown as { __badge: typeof heard }).__badge = heard;
    document.addEventListener("animationstart", (event) => {
      if (event.animationName === "mini-cart-pulse") heard.pulses += 1;
    });
  });
  const pulses = () => page.evaluate(() => (window as unknown as { __badge: { pulses: number } }).__badge.pulses);
  await addToCart(page, BOX);
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
  await expect.poll(pulses).toBe(1);

  await page.goto(DARK.path);
  await waitForHydration(page);
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
  // Longer than a pulse: one started as the count was shown would have been heard by now.
  await page.evaluate((wait) => new Promise((settled) => setTimeout(settled, wait)), BADGE_PULSE_MS);
  expect(await pulses(), "pulses as the page learned the count").toBe(0);
  await addShownVariation(page);
  await expect(cartButton(page)).toHaveAccessibleName(/2 items/);
  await expect.poll(pulses).toBe(1);
});

test("a page opened with something in the cart shows the count without loading any menu's code", async ({ page, context }) => {
  await page.goto(BOX.path);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/1 item/);
  // A tab whose pointer has never moved: the header hydrates with the page and shows the count, and
  // its five parts (top bar, mobile menu, mega menu, global menu, search) still wait for a first touch.
  const next = await context.newPage();
  await next.goto("/en/our-story");
  await waitForHydration(next);
  await expect(cartButton(next)).toHaveAccessibleName(/1 item/);
  await expect(waitingPartOf(cartButton(next))).toHaveCount(0);
  await expect(next.getByRole("banner").locator('[data-hydrating="when-touched"]')).toHaveCount(5);
});
