// The shopper's session as the browser sees it: the token stays in an HttpOnly cookie, and the cart
// proxy refuses what a page's scripts should not be able to do.
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

test("after adding to the cart, page scripts can see neither the token nor the session cookie", async ({ page, context }) => {
  await page.goto("/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: /added to your cart/i })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "__Host-kaarna-shopper");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain("kaarna-shopper");
  expect(visible).not.toContain(session!.value.split(".").at(-1)!);
  const html = await page.content();
  expect(html).not.toContain(session!.value.split(".").at(-1)!);
});

test.describe("refused cart calls", () => {
  test.use({ allowedConsoleErrors: [/status of (400|415)/] });

  test("the cart proxy refuses non-JSON and malformed bodies and leaves the cart as it was", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const results = await page.evaluate(async () => {
      const before = await (await fetch("/api/me/cart")).json();
      const plain = await fetch("/api/me/cart/add", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
      const malformed = await fetch("/api/me/cart/add", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      const invalid = await fetch("/api/me/cart/add", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: "K1101-100", quantity: 1000 }),
      });
      const after = await (await fetch("/api/me/cart")).json();
      return {
        plain: plain.status,
        malformed: malformed.status,
        invalid: invalid.status,
        invalidBody: (await invalid.json()) as { errors: { key: string }[] },
        before: before as { totalQuantity: number },
        after: after as { totalQuantity: number },
      };
    });
    expect(results.plain).toBe(415);
    expect(results.malformed).toBe(400);
    expect(results.invalid).toBe(400);
    expect(results.invalidBody.errors).toEqual([expect.objectContaining({ key: "quantity" })]);
    expect(results.after.totalQuantity).toBe(results.before.totalQuantity);
  });
});
