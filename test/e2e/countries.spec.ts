// The forms' countries are the page model's (spec 001 §3 "Country info"): the checkout's
// and the designer's country and phone prefix selects offer every country of the page with its
// prefix, and an Estonian buyer or recipient gets through with an Estonian number.
import { catalog } from "./fixtures/catalog.ts";
import {
  acceptRequiredConsents,
  CHECKOUT,
  chooseDelivery,
  expectConfirmation,
  fillCart,
  fillDetails,
  payByCard,
} from "./fixtures/checkout.ts";
import { closePopupsBeforehand, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const COUNTRIES = {
  en: ["Finland", "Sweden", "Norway", "Denmark", "Iceland", "Estonia"],
  fi: ["Suomi", "Ruotsi", "Norja", "Tanska", "Islanti", "Viro"],
};
const PREFIXES = ["+358", "+46", "+47", "+45", "+354", "+372"];

// The forms scroll the page past the site popup's threshold; the popup is not what these tests check.
test.beforeEach(async ({ page }) => {
  await closePopupsBeforehand(page);
});

test("an Estonian buyer checks out with an Estonian phone number", async ({ page }) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  await page.goto(CHECKOUT);
  await waitForHydration(page);
  await expect(page.getByLabel("Country", { exact: true }).getByRole("option")).toHaveText(COUNTRIES.en);
  await expect(page.getByLabel("Country code").getByRole("option")).toHaveText(
    PREFIXES.map((prefix, index) => `${prefix} ${COUNTRIES.en[index]}`),
  );
  await fillDetails(page, { country: "EST", prefix: "+372", phoneNumber: "5123456", postalCode: "10115", city: "Tallinn" });
  await chooseDelivery(page);
  await expectNoAxeViolations(page);
  await acceptRequiredConsents(page);
  await payByCard(page, "4111 1111 1111 1111");
  await page.getByRole("button", { name: "Place order" }).click();
  await expectConfirmation(page);
  await expect(page.getByText("Estonia").first()).toBeVisible();
  await expect(page.getByText("+3725123456").first()).toBeVisible();
});

test("a Finnish shopper sends a designed tablet to Estonia with an Estonian number", async ({ page }) => {
  const text = catalog("fi");
  const field = (key: string) => page.getByLabel(text[key]!, { exact: true });
  await page.goto("/fi/tuotteet/personoidut-levyt/personoitu-suklaalevy");
  await waitForHydration(page);
  await page.getByRole("button", { name: text["tablet.design.continue"], exact: true }).click();
  await expect(field("tablet.recipient.country").getByRole("option")).toHaveText(COUNTRIES.fi);
  await expect(field("tablet.recipient.phone-prefix").getByRole("option")).toHaveCount(PREFIXES.length);
  await field("tablet.recipient.name").fill("Kadri Tamm");
  await field("tablet.recipient.address").fill("Pikk 1");
  await field("tablet.recipient.postal-code").fill("10123");
  await field("tablet.recipient.city").fill("Tallinn");
  await field("tablet.recipient.country").selectOption("EST");
  await field("tablet.recipient.phone-prefix").selectOption("+372");
  await field("tablet.recipient.phone-number").fill("5123456");
  await field("tablet.recipient.phone-number").blur();
  await page.getByRole("button", { name: text["product.add-to-cart"], exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: text["tablet.done.heading"] })).toBeFocused();
  const lines = await page.evaluate(async () => {
    const response = await fetch("/api/me/cart", { headers: { accept: "application/json" } });
    return ((await response.json()) as { allLineItems: { recipientCountry?: string; recipientPhone?: string }[] }).allLineItems;
  });
  expect(lines).toContainEqual(expect.objectContaining({ recipientCountry: "EST", recipientPhone: "+3725123456" }));
  await expectNoAxeViolations(page);
});
