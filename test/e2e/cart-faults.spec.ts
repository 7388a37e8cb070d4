// Journey 5 of issue 4, first half: a quantity edit whose upstream call fails. This runs against the
// second server of playwright.config.ts, whose FAULTS switch makes the upstream's cart.quantity
// call answer 503; the shopper's edit is rolled back, the cart refetched and the spec's snackbar shown.
import { FAULTY_BASE_URL } from "../../playwright.config.ts";
import { addToCartFrom, MiniCart } from "./fixtures/cart.ts";
import { Shell } from "./fixtures/shell.ts";
import { expect, test } from "./fixtures/storefront.ts";

test.use({ baseURL: FAULTY_BASE_URL, allowedConsoleErrors: [/status of 50\d/] });

test("a quantity edit the upstream refuses comes back to the earlier cart with the cart-error snackbar", async ({ page }) => {
  await addToCartFrom(page, "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");

  const cartButton = new Shell(page, "en").cartButton;
  await expect(cartButton).toHaveAccessibleName(/1 item/);
  const miniCart = await new MiniCart(page).open();
  const drawer = miniCart.drawer;
  const refetched = page.waitForResponse(
    (response) => response.url().includes("/api/me/cart?") && response.request().method() === "GET",
  );
  const failed = page.waitForResponse((response) => response.url().includes("/api/me/cart/quantity"));
  await miniCart.increaseButtons.last().click();
  await expect(drawer).toHaveAccessibleName(/2 items/);

  expect((await failed).status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole("alert").filter({ hasText: "Your cart could not be updated. Please try again." })).toBeVisible();
  await expect(drawer).toHaveAccessibleName(/1 item\b/);
  await refetched;
  await expect(cartButton).toHaveAccessibleName(/1 item/);
});
