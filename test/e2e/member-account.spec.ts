// A member's whole account in one language per run (issue 42): sign up, confirm the address from the
// outbox, forget the password and reset it from the outbox, sign in with the new one, keep two
// addresses and check out with the default one, take the data, delete the account, and be refused
// at the next sign-in. The new pages are checked with axe on the way.
import { LANGUAGES } from "./fixtures/catalog.ts";
import { memberAccount } from "./fixtures/member-account.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures/storefront.ts";

const uniqueEmail = (language: string) => `account-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const HOME = {
  firstName: "Elina",
  lastName: "Koskinen",
  localNumber: "401234567",
  street: "Satamatie 1",
  postalCode: "00100",
  city: "Helsinki",
};
const COTTAGE = {
  firstName: "Elina",
  lastName: "Koskinen",
  localNumber: "409876543",
  street: "Mökkitie 7",
  postalCode: "41900",
  city: "Petäjävesi",
};

// The provider answers a refused sign-in with 401, which the browser logs.
test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/status of 401/] });

for (const language of LANGUAGES) {
  test(`a member's account from sign-up to deletion, in ${language}`, async ({ page }) => {
    // A whole account's life: a dozen pages, two mails and a purchase.
    test.setTimeout(180_000);
    const account = memberAccount(page, language);
    const email = uniqueEmail(language);
    const first = "kaakaopapu-2026";
    const second = "uusi-salasana-2026";

    await account.signUp(email, first);
    await expect(account.unconfirmedNote()).toBeVisible();
    await account.confirmEmailFromOutbox(email);
    await account.openDetails();
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await expect(account.unconfirmedNote()).toHaveCount(0);

    await account.signOut();
    await account.openDetails();
    await account.askForPasswordReset(email);
    await expectNoAxeViolations(page);
    await account.resetPasswordFromOutbox(email, second);

    // The old password no longer opens the account; the new one does.
    await account.signInFromLoginCard(email, first);
    await expect(account.refusedSignIn()).toBeVisible();
    await account.signInFromLoginCard(email, second);
    await account.openDetails();
    await expect(page.getByRole("main").getByText(email)).toBeVisible();

    await account.addAddress(HOME);
    await account.addAddress(COTTAGE, { makeDefault: true });
    await expect(account.defaultAddress()).toContainText(COTTAGE.street);
    await expect(account.addressBook().getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);

    await account.openCheckoutWithABar();
    await expect(account.streetField()).toHaveValue(COTTAGE.street);
    await expect(account.emailField()).toHaveValue(email);
    await account.placeOrderByCard();
    await expect(page.getByText(COTTAGE.street).first()).toBeVisible();

    await account.openDetails();
    const data = await account.exportedData();
    expect(data.profile.email).toBe(email);
    expect(data.addresses.map((address) => address.line1).sort()).toEqual([COTTAGE.street, HOME.street].sort());
    expect(data.addresses.find((address) => address.isDefault)?.line1).toBe(COTTAGE.street);

    await account.deleteAccount(second);
    await expectNoAxeViolations(page);
    await account.signInFromLoginCard(email, second);
    await expect(account.refusedSignIn()).toBeVisible();
  });
}

test.describe("the personal details' forms", () => {
  // A wrong current password is answered 403, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 40[13]/] });

  test("an email change needs the current password, waits for its link and then replaces the address", async ({ page }) => {
    const account = memberAccount(page, "en");
    const email = uniqueEmail("en");
    const next = uniqueEmail("en-new");
    await account.signUp(email, "kaakaopapu-2026");
    await account.changeEmail(next, "not-the-password");
    await expect(account.emailChange().getByRole("alert")).toHaveText("The password is wrong.");
    await account.changeEmail(next, "kaakaopapu-2026");
    await expect(account.emailChange().getByRole("status")).toHaveText(
      `We sent a link to ${next}. Follow it to confirm the new address.`,
    );
    await expect(page.getByRole("main").getByText(`Waiting for confirmation: ${next}.`)).toBeVisible();
    await account.confirmEmailFromOutbox(next);
    await account.openDetails();
    await expect(page.getByRole("main").getByText(next, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(email)).toHaveCount(0);
  });

  test("the forms say what is wrong by field, and a deletion with a wrong password keeps the account", async ({ page }) => {
    const account = memberAccount(page, "en");
    await account.signUp(uniqueEmail("en"), "kaakaopapu-2026");
    const book = account.addressBook();
    await book.getByRole("button", { name: "Add an address" }).click();
    const form = book.getByRole("form", { name: "New address" });
    // Enter in a field sends the form, as the button does.
    await form.getByLabel("Postal code").fill("00A00");
    await form.getByLabel("Postal code").press("Enter");
    await expect(form.getByText("This field is required.").first()).toBeVisible();
    await expect(form.getByText("Enter a valid postal code.")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

    await account.pressDelete("not-the-password");
    await expect(account.deletion().getByRole("alert")).toHaveText("The password is wrong.");
    await account.openDetails();
    await expect(book).toBeVisible();
  });
});
