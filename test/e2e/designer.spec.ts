// The custom tablet designer in each language (spec 001 §2, §4, §5): design with a live preview,
// back text cut to 6 × 50, the recipient form's messages keeping add-to-cart disabled and the cart
// unchanged, add to cart, then 'send to different recipient' and 'design new tablet'.
import type { Page } from "@playwright/test";
import { CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { catalog, type Language, text as message, isTurnOf } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import {
  closePopupsBeforehand,
  LANGUAGES,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

// The custom tablet product of the demo catalogue (worker/upstream/embedded/catalogue/seed/products-gifts.ts, K5001).
const TABLET_PAGE: Record<Language, string> = {
  fi: "/fi/tuotteet/personoidut-levyt/personoitu-suklaalevy",
  en: "/en/products/personalised-tablets/personalised-chocolate-tablet",
  sv: "/sv/produkter/personliga-chokladkakor/personlig-chokladkaka",
};

async function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/api/me/cart", { headers: { accept: "application/json" } });
    return response.ok ? ((await response.json()) as { totalQuantity: number }).totalQuantity : 0;
  });
}

/** The count the header's mini-cart button shows. */
const badge = (page: Page, language: Language) => new Shell(page, language).cartBadge;

const SEVEN_LINES = Array.from({ length: 7 }, (_, index) => `Line ${index + 1} `.padEnd(60, "x")).join("\n");

for (const language of LANGUAGES) {
  if (isTurnOf(language, 0))
    test(`a shopper designs a ${language} tablet, is stopped by invalid recipient input and adds it to the cart`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const text = catalog(language);
      const heading = (key: string) => page.getByRole("heading", { level: 2, name: text[key] });
      const button = (key: string) => page.getByRole("button", { name: text[key], exact: true });
      const field = (key: string) => page.getByLabel(text[key]!, { exact: true });

      // The site popup would appear once the long designer page has scrolled and take focus away from the step headings.
      await closePopupsBeforehand(page);
      await page.goto(TABLET_PAGE[language]);
      await waitForHydration(page);
      const startQuantity = await cartQuantity(page);
      const startBadge = (await badge(page, language).textContent())?.trim();

      // Design: defaults first, then a flavour, the surfaces and the texts with a live preview.
      await expect(heading("tablet.design.heading")).toBeVisible();
      const flavours = page.getByRole("radio");
      await expect(flavours.first()).toBeChecked();
      await expect(field("tablet.front-text.label")).toHaveValue(text["tablet.default.front-text"]!);
      await expectNoAxeViolations(page);
      await flavours.nth(1).check();
      await expect(flavours.nth(1)).toBeChecked();

      await field("tablet.front-text.label").fill("Onnea Liisa!");
      await expect(page.getByRole("img", { name: text["tablet.preview.front-title"] })).toHaveAccessibleDescription(
        /Onnea Liisa!/,
      );
      await button("tablet.surface.back").click();
      await expect(button("tablet.surface.back")).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("img", { name: text["tablet.preview.front-title"] })).toHaveCount(0);

      const backText = field("tablet.back-text.label");
      await backText.fill(SEVEN_LINES);
      const lines = (await backText.inputValue()).split("\n");
      expect(lines).toHaveLength(6);
      expect(lines.every((line) => line.length === 50)).toBe(true);
      await expect(page.getByText(message(language, "tablet.back-text.counter", { lines: 6, characters: 50 }))).toBeVisible();
      await field("tablet.signature.label").fill("Matti");
      await backText.blur();
      const backPreview = page.getByRole("img", { name: text["tablet.preview.back-title"] });
      await expect(backPreview).toHaveAccessibleDescription(/Line 6 x+.*Matti/);

      // An empty front text keeps 'continue' disabled and says why once the field was left.
      await field("tablet.front-text.label").fill("");
      await field("tablet.front-text.label").blur();
      await expect(page.getByText(text["form.required"]!)).toBeVisible();
      await expect(button("tablet.design.continue")).toBeDisabled();
      await field("tablet.front-text.label").fill("Onnea Liisa!");
      await field("tablet.front-text.label").blur();
      await button("tablet.design.continue").click();

      // Recipients: invalid postal code and a too short phone number show the spec's messages.
      await expect(heading("tablet.recipient.heading")).toBeFocused();
      await expect(page.getByRole("img", { name: text["tablet.preview.front-title"] })).toBeVisible();
      await expect(backPreview).toBeVisible();
      await expect(field("tablet.recipient.country")).toHaveValue("FIN");
      // The prefix starts at the shopper's own: +358 in Finnish and English, +46 in Swedish.
      const ownPrefix = language === "sv" ? "+46" : "+358";
      await expect(field("tablet.recipient.phone-prefix")).toHaveValue(ownPrefix);
      await field("tablet.recipient.name").fill("Liisa Laine");
      await field("tablet.recipient.address").fill("Satamakatu 1");
      await field("tablet.recipient.postal-code").fill("12A");
      await field("tablet.recipient.city").fill("Helsinki");
      await field("tablet.recipient.phone-number").fill("123");
      await field("tablet.recipient.phone-number").blur();
      await field("tablet.recipient.postal-code").focus();
      await field("tablet.recipient.postal-code").blur();
      await expect(page.getByText(text["form.invalid-postal-code"]!)).toBeVisible();
      await expect(page.getByText(text["form.invalid-phone-number"]!)).toBeVisible();
      await expect(field("tablet.recipient.postal-code")).toHaveAttribute("aria-invalid", "true");
      await expect(field("tablet.recipient.postal-code")).toHaveAccessibleDescription(text["form.invalid-postal-code"]!);
      const addToCart = button("product.add-to-cart");
      await expect(addToCart).toBeDisabled();
      await expectNoAxeViolations(page);
      expect(await cartQuantity(page)).toBe(startQuantity);
      await expect(badge(page, language)).toHaveText(startBadge ?? "0");

      // Fixed input and two tablets: added, done mode, the badge counts them.
      await field("tablet.recipient.postal-code").fill("00100");
      await field("tablet.recipient.postal-code").blur();
      await field("tablet.recipient.phone-prefix").selectOption("+358");
      await field("tablet.recipient.phone-number").fill("401234567");
      await field("tablet.recipient.phone-number").blur();
      await expect(page.getByText(text["form.invalid-postal-code"]!)).toHaveCount(0);
      await button("quantity.increase").click();
      await addToCart.click();
      await expect(heading("tablet.done.heading")).toBeFocused();
      await expect.poll(() => cartQuantity(page)).toBe(startQuantity + 2);
      await expect(badge(page, language)).toHaveText(String(startQuantity + 2));
      await expect(page.getByRole("link", { name: text["tablet.done.checkout"] })).toBeVisible();
      await expect(page.getByRole("link", { name: text["tablet.done.start"] })).toHaveAttribute("href", `/${language}`);
      await expectNoAxeViolations(page);

      // 'send to different recipient' keeps the design and starts the recipient over.
      await button("tablet.done.new-recipient").click();
      await expect(heading("tablet.recipient.heading")).toBeFocused();
      await expect(field("tablet.recipient.name")).toHaveValue("");
      await expect(field("tablet.recipient.phone-number")).toHaveValue("");
      await expect(field("tablet.recipient.phone-prefix")).toHaveValue(ownPrefix);
      await expect(page.getByRole("img", { name: text["tablet.preview.front-title"] })).toHaveAccessibleDescription(
        /Onnea Liisa!/,
      );
      await expect(page.getByText(text["form.required"]!)).toHaveCount(0);
      await button("tablet.recipient.back").click();
      await expect(heading("tablet.design.heading")).toBeFocused();
      await expect(flavours.nth(1)).toBeChecked();
      await expect(field("tablet.signature.label")).toHaveValue("Matti");
      await button("tablet.design.continue").click();

      await field("tablet.recipient.name").fill("Pekka Puu");
      await field("tablet.recipient.address").fill("Rantatie 2");
      await field("tablet.recipient.postal-code").fill("90100");
      await field("tablet.recipient.city").fill("Oulu");
      await field("tablet.recipient.phone-number").fill("701234567");
      await field("tablet.recipient.phone-number").blur();
      await addToCart.click();
      await expect(heading("tablet.done.heading")).toBeFocused();
      await expect.poll(() => cartQuantity(page)).toBe(startQuantity + 3);

      // 'design new tablet' resets the whole form.
      await button("tablet.done.new-tablet").click();
      await expect(heading("tablet.design.heading")).toBeFocused();
      await expect(flavours.first()).toBeChecked();
      await expect(field("tablet.front-text.label")).toHaveValue(text["tablet.default.front-text"]!);
      await expect(field("tablet.back-text.label")).toHaveValue(text["tablet.default.back-text"]!);
      await expect(field("tablet.signature.label")).toHaveValue(text["tablet.default.signature"]!);
      await button("tablet.design.continue").click();
      await expect(field("tablet.recipient.name")).toHaveValue("");
      await expect(field("tablet.recipient.country")).toHaveValue("FIN");
    });
}

test.describe("code that could not be loaded", () => {
  test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

  test("a continue whose next step could not be loaded keeps the design and says so, and works after a reload", async ({
    page,
  }) => {
    const text = catalog("en");
    const continueButton = page.getByRole("button", { name: text["tablet.design.continue"], exact: true });
    const notLoaded = page.getByRole("alert").filter({ hasText: text["code-not-loaded.text"] });
    const restore = await failCodeOf(page, "client/pages/product/designer/later-steps.ts");
    await closePopupsBeforehand(page);
    await page.goto(TABLET_PAGE.en);
    await waitForHydration(page);
    await page.getByLabel(text["tablet.front-text.label"]!, { exact: true }).fill("Onnea Liisa!");
    await continueButton.click();
    await expect(notLoaded).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: text["tablet.design.heading"] })).toBeVisible();
    await expect(page.getByLabel(text["tablet.front-text.label"]!, { exact: true })).toHaveValue("Onnea Liisa!");
    await expectNoAxeViolations(page);
    restore();
    await notLoaded.getByRole("button", { name: text["code-not-loaded.reload"] }).click();
    await waitForHydration(page);
    await expect(notLoaded).toHaveCount(0);
    await continueButton.click();
    await expect(page.getByRole("heading", { level: 2, name: text["tablet.recipient.heading"] })).toBeFocused();
  });
});
