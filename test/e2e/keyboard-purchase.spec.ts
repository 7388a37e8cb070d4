// A purchase by keyboard alone (issue 13): from a category to the confirmation with Tab, Shift+Tab,
// Enter, Space and typing only. After each action (add to cart, the promo code, every navigation)
// the next control of the task is a few Tabs away: focus never drops back to the top of the page.
import type { Locator, Page } from "@playwright/test";
import { text } from "./fixtures/catalog.ts";
import { closePopupsBeforehand, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

/** Presses Tab (or Shift+Tab) until `target` has the focus, and says how many presses it took. */
async function tabTo(page: Page, target: Locator, max: number, backwards = false): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Not reached within ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}: ${target}`);
}

/** Tabs to a field and types into it, as a shopper filling a form would. */
async function typeInto(page: Page, field: Locator, value: string, max = 3) {
  await tabTo(page, field, max);
  await page.keyboard.type(value);
}

const mainHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

test("a keyboard-only purchase keeps the focus in the task after every action and navigation", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The club's popup, which appears on scrolling, was closed on an earlier visit: the task's focus is what is checked.
  await closePopupsBeforehand(page);
  await page.goto("/en/products/chocolate-tablets");
  await waitForHydration(page);

  // Listing → product: the product page's heading takes the focus.
  await tabTo(
    page,
    page
      .getByRole("main")
      .getByRole("link", { name: /Dark Chocolate 70%/ })
      .first(),
    120,
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/dark-chocolate-70/);
  await expect(mainHeading(page)).toBeFocused();

  // Add to cart: the button keeps the focus while it works and after.
  const add = page.getByRole("button", { name: text("en", "product.add-to-cart"), exact: true });
  await tabTo(page, add, 25);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/added to your cart/i).first()).toBeVisible();
  await expect(add).toBeFocused();

  // Back up to the header's cart button and open the mini cart.
  await tabTo(page, page.getByRole("button", { name: /shopping cart, 1 item/i }), 60, true);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: /shopping cart/i });
  await expect(drawer).toBeVisible();

  // The promo code: applying it leaves the focus on 'Remove code', the next control of that form.
  await tabTo(page, drawer.getByRole("button", { name: "Promo code" }), 25);
  await page.keyboard.press("Enter");
  await typeInto(page, drawer.getByRole("textbox", { name: "Enter your promo code" }), "WELCOME10");
  await tabTo(page, drawer.getByRole("button", { name: "Apply" }), 2);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Promo code WELCOME10 applied.")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Remove code" })).toBeFocused();

  // Drawer → checkout: the checkout's heading takes the focus, and the first field is a few Tabs on.
  await tabTo(page, drawer.getByRole("link", { name: text("en", "cart-ui.to-checkout") }), 25);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(mainHeading(page)).toBeFocused();
  await typeInto(page, page.getByLabel("First name"), "Aino", 10);
  await typeInto(page, page.getByLabel("Last name"), "Virtanen");
  await typeInto(page, page.getByLabel("Email"), "aino@example.com");
  await typeInto(page, page.getByLabel("Phone number"), "401234567");
  await typeInto(page, page.getByLabel("Street address"), "Satamatie 1");
  await typeInto(page, page.getByLabel("Postal code"), "00100");
  await typeInto(page, page.getByLabel("City"), "Helsinki");
  await tabTo(page, page.getByRole("button", { name: "Continue" }), 6);
  await page.keyboard.press("Enter");

  // Delivery: the first option by Space, then on.
  const option = page.getByRole("radio").first();
  await tabTo(page, option, 15);
  await page.keyboard.press("Space");
  await expect(option).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Delivery:" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Continue" }), 10);
  await page.keyboard.press("Enter");

  // Payment: the card, the required consent, and 'Place order'.
  await typeInto(page, page.getByLabel("Name on card"), "Aino Virtanen", 20);
  await typeInto(page, page.getByLabel("Card number"), "4111 1111 1111 1111");
  await typeInto(page, page.getByLabel("Expiry date"), "1230");
  await typeInto(page, page.getByLabel("Security code (CVC)"), "123");
  const terms = page.getByRole("checkbox", { name: /terms of delivery/ });
  await tabTo(page, terms, 6);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Place order" }), 6);
  await page.keyboard.press("Enter");

  // The confirmation: its heading has the focus.
  await expect(page).toHaveURL(/\/en\/order-confirmation\?orderId=/);
  await expect(page.getByText("Order number:")).toBeVisible();
  await expect(mainHeading(page)).toBeFocused();
  await expectNoAxeViolations(page);
});
