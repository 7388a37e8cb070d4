// The membership pages as a member and a visitor meet them (spec 001 §2, issue 11): personal details
// with a masked password, the order history with statuses and a detail panel, email preferences that
// persist; a visitor gets the login card. Phone and desktop, axe clean.
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";
import type { Page } from "@playwright/test";

const MAIJA = { email: "maija@kaarna.example", password: "Kaarna-demo-2026" };

async function signIn(page: Page, from: string) {
  await page.goto(`/api/auth/sign-in?returnTo=${encodeURIComponent(from)}&language=en`);
  await page.getByLabel("Email").fill(MAIJA.email);
  await page.getByLabel("Password").fill(MAIJA.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${from}$`));
  await waitForHydration(page);
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a visitor gets the login card, which signs in back to the page", async ({ page }) => {
    await page.goto("/en/kaarna-club/my-orders");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(MAIJA.email);
    await page.getByLabel("Password").fill(MAIJA.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/kaarna-club\/my-orders$/);
    await expect(page.getByRole("table", { name: "Your orders" })).toBeVisible();
  });

  test("Maija sees her details, her orders with their statuses and one order's panel, and keeps her email choice", {
    tag: "@remote",
  }, async ({ page }) => {
    await signIn(page, "/en/kaarna-club/my-details");
    const main = page.getByRole("main");
    await expect(main.getByText("Hello, Maija Meikäläinen")).toBeVisible();
    await expect(main.getByText("maija@kaarna.example")).toBeVisible();
    await expect(main.getByText("Password hidden")).toBeAttached();
    await expect(main.getByRole("link", { name: "Change password" })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("navigation", { name: "Kaarna Club pages" }).getByRole("link", { name: "Order history" }).click();
    const table = main.getByRole("table", { name: "Your orders" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row", { name: /KA-090002/ })).toContainText("In transit");
    await expect(table.getByRole("row", { name: /KA-090001/ })).toContainText("Delivered");
    await expect(table.getByRole("row", { name: /KA-090003/ })).toContainText("Processing");
    await expectNoAxeViolations(page);
    await table.getByRole("button", { name: "View order KA-090002" }).click();
    const panel = page.getByRole("dialog", { name: "Order KA-090002" });
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel).toContainText("Chocolate tablet tasting pack");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(table.getByRole("button", { name: "View order KA-090002" })).toBeFocused();

    await main.getByRole("navigation", { name: "Kaarna Club pages" }).getByRole("link", { name: "Email preferences" }).click();
    const box = main.getByRole("checkbox", { name: /news, offers and new flavours/ });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(main.getByRole("status")).toHaveText("Your choice is saved.");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("checkbox", { name: /news, offers and new flavours/ })).not.toBeChecked();
    await page
      .getByRole("main")
      .getByRole("checkbox", { name: /news, offers and new flavours/ })
      .check();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your choice is saved.");
  });
});

test.describe("after signing out", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the session's cookies were never readable by the page, and signing out loses access at once", async ({ page }) => {
    await signIn(page, "/en/kaarna-club/my-orders");
    await expect(page.getByRole("table", { name: "Your orders" })).toBeVisible();
    // The member's session and the sign-in transaction are HttpOnly: the page's scripts see neither.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/kaarna-member|kaarna-oidc|kaarna-shopper/);
    const member = await (await page.request.get("/api/me/member")).text();
    expect(member).not.toMatch(/token|Bearer/i);

    await page.getByRole("main").getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect((await page.request.get("/api/me/orders")).status()).toBe(401);
    await page.goto("/en/kaarna-club/my-orders");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Your orders" })).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the membership sidebar is a select that goes to the chosen page", async ({ page }) => {
    await signIn(page, "/en/kaarna-club/my-details");
    await page.getByRole("main").getByRole("combobox", { name: "Kaarna Club pages" }).selectOption("/en/kaarna-club/my-orders");
    await expect(page).toHaveURL(/\/en\/kaarna-club\/my-orders$/);
    await expect(page.getByRole("table", { name: "Your orders" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
