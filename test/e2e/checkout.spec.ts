// Checkout journeys of issue 4 on the embedded backend: card payment with a coupon, the 3-D Secure
// challenge, a declined card and its retry, gift cards, a double-clicked submit, and an order another
// session cannot read. Each starts from an empty cart in a fresh browser context.
import type { Page } from "@playwright/test";
import {
  acceptRequiredConsents,
  CHECKOUT,
  checkoutStep,
  chooseDelivery,
  expectConfirmation,
  fillDetails,
  fillCart,
  payByCard,
  toPayment,
} from "./fixtures/checkout.ts";
import { builtFile, CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { MiniCart } from "./fixtures/cart.ts";
import { text } from "./fixtures/catalog.ts";
import { readOrder, readStock } from "./fixtures/d1.ts";
import { closePopupsBeforehand, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

// The steps scroll the page past the site popup's threshold; the popup is not what these tests check.
test.beforeEach(async ({ page }) => {
  await closePopupsBeforehand(page);
});

/** A checkout call the cart drawer makes (coupon, greeting), sent from the page as the drawer would. */
async function putCheckout(page: Page, step: "coupon" | "greeting", body: Record<string, string>) {
  const cartId = await page.evaluate(() =>
    fetch("/api/me/cart")
      .then((response) => response.json() as Promise<{ id: number }>)
      .then((cart) => cart.id),
  );
  const status = await page.evaluate(
    ([id, path, json]) =>
      fetch(`/api/me/checkout/${id}/${path}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(json),
      }).then((response) => response.status),
    [cartId, step, body] as const,
  );
  expect(status).toBe(200);
}

// A custom tablet as the designer sends it (the demo catalogue's K5001, milk flavour), with its recipient.
const TABLET = {
  flavour: "K5001-MILK",
  frontText: "Onnea Aino!",
  backText: "Dear Aino,\nall the best for your day.",
  signature: "Mikko",
  name: "Aino Virtanen",
  address: "Mannerheimintie 1 A 2",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
  phone: "+358401234567",
};

test("two products and a custom tablet with WELCOME10, a greeting and card 4111… end on the confirmation with discounted totals and are persisted in D1", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const products = [
    { code: "K1001-100", quantity: 2 },
    { code: "K1101-100", quantity: 1 },
  ];
  await fillCart(page, [...products, { code: TABLET.flavour, quantity: 1, customTablet: TABLET }]);
  // The worker creates and seeds D1 on its first request, so the stock is read once the cart exists
  // (a cart holds no stock back; only the order decrements it).
  const stockBefore = readStock(products.map((product) => product.code));
  await putCheckout(page, "coupon", { couponCode: "WELCOME10" });
  await putCheckout(page, "greeting", { greeting: "Happy birthday, Aino!" });
  await toPayment(page);
  await expectNoAxeViolations(page);
  await payByCard(page, "4111 1111 1111 1111");
  await page.getByRole("button", { name: "Place order" }).click();
  await expectConfirmation(page);
  const totals = page.getByRole("table", { name: "Order totals" });
  await expect(totals.getByRole("row", { name: /Discounts/ })).not.toContainText(/−€0\.00$/);
  // No gift card was used: no "Paid with gift cards −€0.00" row.
  await expect(totals.getByRole("row", { name: /Paid with gift cards/ })).toHaveCount(0);
  await expect(page.getByText("Kaarna Milk Chocolate").first()).toBeVisible();
  await expect(page.getByText("Happy birthday, Aino!")).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  const orderNumber = (await page.getByText("Order number:").textContent())?.match(/Order number:\s*(\S+)/)?.[1];
  expect(orderNumber).toBeTruthy();
  const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "purchase"));
  expect(purchases).toHaveLength(1);
  // Every purchased item names its brand and category path, at the price paid (spec 000 §3, §9).
  const items = (purchases[0] as unknown as { ecommerce: { items: Record<string, unknown>[] } }).ecommerce.items;
  expect(items.map((item) => item.item_id)).toEqual(expect.arrayContaining(products.map((product) => product.code)));
  for (const item of items) {
    expect(item.item_brand, String(item.item_id)).toEqual(expect.any(String));
    expect(item.item_category, String(item.item_id)).toEqual(expect.any(String));
    expect(item.price, String(item.item_id)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Order number:")).toBeVisible();
  const again = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "purchase").length);
  expect(again, "purchase is sent once per order").toBe(0);

  // The order in D1: the number shown, the three lines (the tablet with its design), address, greeting.
  const stored = readOrder(orderId);
  expect(stored, `order ${orderId} in D1`).not.toBeNull();
  const { order, lines } = stored!;
  expect(order.order_number).toBe(orderNumber);
  expect(order.email).toBe("aino@example.com");
  expect(JSON.parse(order.coupon_codes)).toContain("WELCOME10");
  expect(order.greeting).toBe("Happy birthday, Aino!");
  expect(JSON.parse(order.shipping_address)).toMatchObject({
    firstName: "Aino",
    lastName: "Virtanen",
    line1: "Satamatie 1",
    postalCode: "00100",
    city: "Helsinki",
    countryCode: "FIN",
  });
  expect(JSON.parse(order.totals).discount).toBeGreaterThan(0);
  expect(lines.map(({ code, quantity }) => ({ code, quantity }))).toEqual(
    expect.arrayContaining([...products, { code: TABLET.flavour, quantity: 1 }]),
  );
  expect(lines).toHaveLength(3);
  const tabletLine = lines.find((line) => line.code === TABLET.flavour)!;
  expect(JSON.parse(tabletLine.custom_tablet ?? "null")).toMatchObject({
    frontText: TABLET.frontText,
    backText: TABLET.backText,
    signature: TABLET.signature,
    name: TABLET.name,
    city: TABLET.city,
  });
  for (const line of lines.filter((line) => line !== tabletLine)) expect(line.custom_tablet).toBeNull();

  // Stock went down by the ordered quantities.
  const stockAfter = readStock(products.map((product) => product.code));
  for (const { code, quantity } of products) expect(stockAfter[code], `stock of ${code}`).toBe(stockBefore[code]! - quantity);
});

test.describe("3-D Secure", () => {
  // The demo bank's challenge page has no favicon of its own.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("card 4000 0000 0000 3220 with promo code WELCOME10 goes through the 3-D Secure challenge to a confirmed, discounted order", {
    tag: "@remote",
  }, async ({ page }) => {
    await fillCart(page, [{ code: "K1001-100", quantity: 2 }]);
    await page.goto("/en/cart");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Promo code" }).click();
    await page.getByRole("textbox", { name: "Enter your promo code" }).fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Promo code WELCOME10 applied.")).toBeVisible();
    await toPayment(page);
    await payByCard(page, "4000 0000 0000 3220");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/payment\/3ds\/challenge/);
    await page.getByRole("link", { name: "Approve" }).click();
    await expectConfirmation(page);
    const totals = page.getByRole("table", { name: "Order totals" });
    await expect(totals.getByRole("row", { name: /Discounts/ })).not.toContainText(/−€0\.00$/);
  });
});

test.describe("a declined card", () => {
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("4000 0000 0000 0002 is declined with a message, keeps cart and details, and a retry succeeds", async ({ page }) => {
    await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
    await toPayment(page);
    await payByCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /declined/i })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(CHECKOUT));
    await expect(page.getByRole("complementary")).toContainText("Kaarna Milk Chocolate");
    await page.getByRole("button", { name: /Your details/ }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Aino");
    await page.getByRole("button", { name: "Continue" }).click();
    await chooseDelivery(page);
    await acceptRequiredConsents(page);
    await payByCard(page, "4111 1111 1111 1111");
    await page.getByRole("button", { name: "Place order" }).click();
    await expectConfirmation(page);
  });
});

test("GIFT-0000-1000 pays part and the card the rest", async ({ page }) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 4 }]);
  await toPayment(page);
  await page.getByLabel("Gift card code").fill("GIFT-0000-1000");
  await page.getByLabel("PIN", { exact: true }).fill("1234");
  await page.getByRole("button", { name: "Use gift card" }).click();
  await expect(page.getByText(/Gift card \S*1000: −€10\.00/)).toBeVisible();
  await payByCard(page, "4111 1111 1111 1111");
  await page.getByRole("button", { name: "Place order" }).click();
  await expectConfirmation(page);
  await expect(page.getByRole("row", { name: /Paid with gift cards/ })).toContainText("10.00");
});

test("GIFT-0000-9999 pays everything, with no card step", async ({ page }) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await toPayment(page);
  await page.getByLabel("Gift card code").fill("GIFT-0000-9999");
  await page.getByLabel("PIN", { exact: true }).fill("9999");
  await page.getByRole("button", { name: "Use gift card" }).click();
  await expect(page.getByText(/no card payment is needed/)).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.getByRole("button", { name: "Place order" }).click();
  await expectConfirmation(page);
});

test("a double-clicked order submit creates one order, which another session cannot read", async ({ page, browser }) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await toPayment(page);
  await payByCard(page, "4111 1111 1111 1111");
  const orderCalls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/me\/checkout\/\d+\/order/.test(request.url())) orderCalls.push(request.url());
  });
  await page.getByRole("button", { name: "Place order" }).dblclick();
  await expectConfirmation(page);
  expect(orderCalls).toHaveLength(1);
  const orderId = new URL(page.url()).searchParams.get("orderId")!;

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto("/en");
  const status = await stranger.evaluate((id) => fetch(`/api/me/orders/${id}`).then((response) => response.status), orderId);
  expect(status).toBe(404);
  await other.close();
});

test("shipping reads 'chosen at checkout' until a delivery is chosen, the expiry takes what people type, and 'Place order' says what stops it", async ({
  page,
}) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.reload();
  await waitForHydration(page);
  const drawer = await new MiniCart(page).open();
  const unchosen = text("en", "cart-ui.summary.shipping-not-chosen");
  await expect(drawer.summary.row(new RegExp(`^${text("en", "cart-ui.summary.shipping")}`))).toContainText(unchosen);
  await expect(drawer.summary.table).not.toContainText("€0.00");

  await page.goto(CHECKOUT);
  await waitForHydration(page);
  await fillDetails(page);
  await chooseDelivery(page);
  // Once a delivery method is chosen its price is shown instead.
  await expect(page.getByText(unchosen)).toHaveCount(0);

  const placeOrder = page.getByRole("button", { name: "Place order" });
  await expect(placeOrder).toBeEnabled();
  await expect(placeOrder).toHaveAccessibleDescription(text("en", "checkout-payment.reason-consents"));
  await placeOrder.click();
  // The card fields come first: pressing shows their errors and focus goes to the first one to fix.
  await expect(page.getByLabel("Name on card")).toBeFocused();
  await expect(page).toHaveURL(CHECKOUT);

  await acceptRequiredConsents(page);
  await expect(placeOrder).toHaveAccessibleDescription(text("en", "checkout-payment.reason-card"));
  const expiry = page.getByLabel("Expiry date");
  await expiry.pressSequentially("1230");
  await expect(expiry).toHaveValue("12/30");
  await expiry.fill("");
  await expiry.pressSequentially("1 / 2030");
  await expect(expiry).toHaveValue("01/30");
  await payByCard(page, "4111 1111 1111 1111");
  await expiry.fill("");
  await expiry.pressSequentially("12 / 30");
  await expect(expiry).toHaveValue("12/30");
  await expect(placeOrder).not.toHaveAccessibleDescription(/./);
  await placeOrder.click();
  await expectConfirmation(page);
});

test("a promo code applied in the cart after the payment step was seen changes the amount due at checkout at once", async ({
  page,
}) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 2 }]);
  await toPayment(page);
  const due = page.getByText(/^Amount to pay:/);
  const before = (await due.textContent()) ?? "";
  expect(before).toMatch(/€/);
  // To the cart and back by the page's own links (client navigation: the payment details stay cached).
  await page.getByRole("link", { name: "Edit cart" }).click();
  await expect(page).toHaveURL(/\/en\/cart/);
  await page.getByRole("button", { name: "Promo code" }).click();
  await page.getByRole("textbox", { name: "Enter your promo code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promo code WELCOME10 applied.")).toBeVisible();
  await page.getByRole("link", { name: /go to checkout/i }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByRole("button", { name: "Continue" }).click();
  await chooseDelivery(page);
  await expect(due).toBeVisible();
  await expect(due).not.toHaveText(before);
});

test("the delivery step's code is asked for once the shopper starts on the steps, not with the page", async ({ page }) => {
  const asked: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("checkout-delivery__widget")) asked.push(new URL(route.request().url()).pathname);
    await route.fulfill({ response, body });
  });
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.goto(CHECKOUT);
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked, "the delivery step's code with the page").toEqual([]);
  await page.getByLabel("First name").focus();
  await expect.poll(() => asked.length).toBe(1);
  await fillDetails(page);
  // The step opens with its widget at once: its code has arrived.
  await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
  await expect(page.getByText(text("en", "checkout-ui.loading"))).toHaveCount(0);
  await chooseDelivery(page);
  await expect(checkoutStep(page, "payment").getByLabel("Card number")).toBeVisible();
});

test("the details form's rules load on its first focus, not with the page, and a saved address continues before them", async ({
  page,
}) => {
  const rules = builtFile("client/pages/checkout/user-details-rules.ts");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === rules) asked.push(request.url());
  });
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.goto(CHECKOUT);
  await waitForHydration(page);
  const firstName = page.getByLabel("First name");
  const proceed = checkoutStep(page, "details").getByRole("button", { name: "Continue" });
  await expect(firstName).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked, "the rules with the page").toEqual([]);
  // A new shopper's empty form breaks the rules before they are there, as after.
  await expect(proceed).toBeDisabled();
  await firstName.focus();
  await expect.poll(() => asked.length).toBe(1);
  await fillDetails(page);
  await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();

  // The address is saved: on the next visit it passes before the rules are there, and a press waits for them.
  asked.length = 0;
  await page.reload();
  await waitForHydration(page);
  await expect(proceed).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(asked, "the rules with the page").toEqual([]);
  await proceed.click();
  await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("a press that waits for the details rules says so on the button, and saves once they are there", async ({ page }) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.goto(CHECKOUT);
  await waitForHydration(page);
  await fillDetails(page);
  await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
  // Next visit, the address saved: the rules' file is held back until the press has been seen.
  const rules = builtFile("client/pages/checkout/user-details-rules.ts");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === rules,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.reload();
  await waitForHydration(page);
  const details = checkoutStep(page, "details");
  await details.getByRole("button", { name: "Continue" }).click();
  await expect(details.getByRole("button", { name: text("en", "checkout-ui.saving") })).toBeDisabled();
  release();
  await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
});

test.describe("code that could not be loaded", () => {
  test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

  test("a details form whose rules could not be loaded says so, keeps what was typed, and works after a reload", async ({
    page,
  }) => {
    const notLoaded = page.getByRole("alert").filter({ hasText: text("en", "code-not-loaded.text") });
    const details = checkoutStep(page, "details");
    const proceed = details.getByRole("button", { name: "Continue" });
    await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
    let restore = await failCodeOf(page, "client/pages/checkout/user-details-rules.ts");
    await page.goto(CHECKOUT);
    await waitForHydration(page);
    // A new shopper's first focus asks for the rules: the form says at once that they did not come.
    await page.getByLabel("First name").fill("Aino");
    await expect(details.locator(notLoaded)).toBeVisible();
    await expect(proceed).toBeDisabled();
    await expect(page.getByLabel("First name")).toHaveValue("Aino");
    await expectNoAxeViolations(page);
    restore();
    await notLoaded.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
    await waitForHydration(page);
    await expect(notLoaded).toHaveCount(0);
    await fillDetails(page);
    await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();

    // The address is saved, so the button is enabled before the rules: a press that cannot check saves nothing and says why.
    restore = await failCodeOf(page, "client/pages/checkout/user-details-rules.ts");
    await page.reload();
    await waitForHydration(page);
    await proceed.click();
    await expect(details.locator(notLoaded)).toBeVisible();
    await expect(checkoutStep(page, "delivery").getByRole("radio")).toHaveCount(0);
    restore();
    await notLoaded.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
    await waitForHydration(page);
    await proceed.click();
    await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
  });

  test("a delivery step whose code could not be loaded says so in its place, and the rest of the checkout stays", async ({
    page,
  }) => {
    const notLoaded = page.getByRole("alert").filter({ hasText: text("en", "code-not-loaded.text") });
    await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
    const restore = await failCodeOf(page, "client/pages/checkout/DeliveryStep.tsx");
    await page.goto(CHECKOUT);
    await waitForHydration(page);
    await fillDetails(page);
    await expect(checkoutStep(page, "delivery").locator(notLoaded)).toBeVisible();
    // Not the page's stand-in for content it cannot show: the steps and the order summary are there.
    await expect(checkoutStep(page, "details")).toBeVisible();
    await expect(checkoutStep(page, "payment")).toBeVisible();
    await expect(page.getByRole("complementary", { name: new RegExp(text("en", "checkout-ui.summary.heading")) })).toBeVisible();
    await expectNoAxeViolations(page);
    restore();
    await notLoaded.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
    await waitForHydration(page);
    await checkoutStep(page, "details").getByRole("button", { name: "Continue" }).click();
    await expect(checkoutStep(page, "delivery").getByRole("radio").first()).toBeVisible();
  });
});

test("the checkout of an empty cart says so and links to the start page", async ({ page }) => {
  await page.goto(CHECKOUT);
  await waitForHydration(page);
  await expect(page.getByText(/Your cart is empty/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/en");
  await expectNoAxeViolations(page);
});
