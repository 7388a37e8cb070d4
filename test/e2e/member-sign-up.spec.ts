// New members as they meet the shop (issue 11): signing up from the header's log-in, buying signed in
// and finding the order in the history; becoming a member at the checkout; the my-account page's
// login box and profile widget. Each new member has an address of their own, so runs never collide.
import type { Page } from "@playwright/test";
import { acceptRequiredConsents, chooseDelivery, fillCart, fillDetails, payByCard } from "./fixtures/checkout.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const APPROVED_CARD = "4111 1111 1111 1111";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** From the header's 'Log in' (or, on a phone, the sign-in address) to the provider's sign-up page and back, signed in. */
async function signUpFromHeader(page: Page, { phone = false } = {}): Promise<string> {
  await page.goto("/en");
  await waitForHydration(page);
  if (phone) await page.goto("/api/auth/sign-in?returnTo=/en&language=en");
  else await page.getByRole("banner").getByRole("link", { name: "Log in" }).first().click();
  await expect(page.getByRole("heading", { name: "Sign in to the Kaarna Club" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Join the Kaarna Club" })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = uniqueEmail("joined");
  await page.getByLabel("First name").fill("Elina");
  await page.getByLabel("Last name").fill("Koskinen");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("New password").fill("kaakaopapu-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await waitForHydration(page);
  if (!phone) await expect(page.getByRole("banner").getByRole("link", { name: "My account" }).first()).toBeVisible();
  return email;
}

/** The checkout up to 'Place order' with details of the given email. */
async function checkoutAs(page: Page, email: string) {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.goto("/en/checkout");
  await waitForHydration(page);
  await fillDetails(page, { email });
  await chooseDelivery(page);
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await acceptRequiredConsents(page);
}

async function placedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/en\/order-confirmation\?orderId=/);
  await expect(page.getByText("Order number:")).toBeVisible();
  const number = (await page.getByText("Order number:").textContent())?.match(/KA-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

async function expectInHistory(page: Page, orderNumber: string) {
  await page.goto("/en/kaarna-club/my-orders");
  await waitForHydration(page);
  const table = page.getByRole("table", { name: "Your orders" });
  await expect(table.getByRole("row", { name: new RegExp(orderNumber) })).toContainText("Processing");
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a new member signs up from the header, buys signed in and finds the order in the history", async ({ page }) => {
    const email = await signUpFromHeader(page);
    await checkoutAs(page, email);
    await expect(page.getByText(`Logged in as`)).toContainText(email);
    // A member has nothing to join: the checkout does not offer it.
    await expect(page.getByRole("checkbox", { name: "Sign me up as a Kaarna member" })).toHaveCount(0);
    await payByCard(page, APPROVED_CARD);
    await page.getByRole("button", { name: "Place order" }).click();
    await expectInHistory(page, await placedOrderNumber(page));
  });

  test("a buyer becomes a member at the checkout and finds the order in the history", async ({ page }) => {
    const email = uniqueEmail("buyer");
    await checkoutAs(page, email);
    await page.getByRole("checkbox", { name: "Sign me up as a Kaarna member" }).check();
    const password = page.getByLabel("Choose a password for your membership");
    await expect(password).toBeVisible();
    await payByCard(page, APPROVED_CARD);
    await page.getByRole("button", { name: "Place order" }).click();
    // No password yet: the order waits and says why.
    await expect(page.getByText(/Choose a membership password of at least 10 characters/)).toBeVisible();
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);
    await password.fill("suklaata-joka-paiva");
    await page.getByRole("button", { name: "Place order" }).click();
    const orderNumber = await placedOrderNumber(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" }).first()).toBeVisible();
    await expectInHistory(page, orderNumber);
    await page.goto("/en/kaarna-club/my-details");
    await waitForHydration(page);
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await expect(page.getByRole("main").getByText("Satamatie 1, 00100 Helsinki, FIN")).toBeVisible();
  });

  test("the my-account page shows a visitor the login box and a member the profile widget, which saves", async ({ page }) => {
    await page.goto("/en/kaarna-club/my-account");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your Kaarna account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute("href", /\/api\/auth\/sign-in/);
    await expectNoAxeViolations(page);

    await signUpFromHeader(page);
    await page.getByRole("banner").getByRole("link", { name: "My account" }).first().click();
    await expect(page).toHaveURL(/\/en\/kaarna-club\/my-account$/);
    const widget = page.getByRole("form", { name: "Profile" });
    await expect(widget.getByLabel("First name")).toHaveValue("Elina");
    await expect(widget.getByLabel("Country")).toHaveValue("FI");
    await expectNoAxeViolations(page);
    await widget.getByLabel("Phone number").fill("+358 40 765 4321");
    await widget.getByRole("button", { name: "Save" }).click();
    await expect(widget.getByRole("status")).toHaveText("Your details are saved.");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Phone number")).toHaveValue("+358 40 765 4321");
  });

  test("the change-password link leads to the provider's page, which asks for the current password", async ({ page }) => {
    const email = await signUpFromHeader(page);
    await page.goto("/en/kaarna-club/my-details");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Current password").fill("kaakaopapu-2026");
    await page.getByLabel("New password").fill("uusi-salasana-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toContainText("signed out on every device");
    await page.getByRole("link", { name: "Back to my account" }).click();
    await expect(page).toHaveURL(/\/en\/kaarna-club\/my-details$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  });
});

test.describe("a taken address", () => {
  test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/status of 409/] });

  test("a buyer whose address already has a membership is told to log in, and nothing is ordered", async ({ page }) => {
    await checkoutAs(page, "maija@kaarna.example");
    await page.getByRole("checkbox", { name: "Sign me up as a Kaarna member" }).check();
    await page.getByLabel("Choose a password for your membership").fill("a-long-enough-password");
    await payByCard(page, APPROVED_CARD);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "already has a membership" })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/checkout/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the provider's sign-up page and the my-account widget fit a phone", async ({ page }) => {
    await signUpFromHeader(page, { phone: true });
    await page.goto("/en/kaarna-club/my-account");
    await waitForHydration(page);
    const widget = page.getByRole("form", { name: "Profile" });
    await expect(widget.getByLabel("Last name")).toHaveValue("Koskinen");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
