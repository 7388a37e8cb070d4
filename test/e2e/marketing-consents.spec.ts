// Privacy pages by id and the marketing consent pages as a person an email reached meets them (issue
// 13, spec 000 §2): the privacy policy, leaving one subscription, withdrawing every consent, and a
// link that is not valid. The demo link's person (docs/demo-data.md) is changed in order, so the tests run serially.
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const DEMO_LINK_TOKEN = "maija-newsletter-link-2026";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 900 } });

test("the privacy policy by id, in the shop's frame, axe clean", async ({ page }) => {
  await page.goto("/en/privacy/1");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeVisible();
  await expect(page.getByText("Version 2026.1, in force from")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/fi/privacy/1");
  await expect(page.getByRole("heading", { level: 1, name: "Tietosuojaseloste" })).toBeVisible();
});

test("the email page lets the person leave one subscription, kept after a reload", async ({ page }) => {
  await page.goto(`/en/marketing/email?token=${DEMO_LINK_TOKEN}`);
  await waitForHydration(page);
  const choices = page.getByRole("group", { name: "Messages to m•••@kaarna.example" });
  const newsletter = choices.getByRole("checkbox", { name: /Kaarna newsletter/ });
  const sms = choices.getByRole("checkbox", { name: /Offers by text message/ });
  await expect(newsletter).toBeChecked();
  await expect(sms).toBeChecked();
  await expectNoAxeViolations(page);
  await sms.uncheck();
  await page.getByRole("button", { name: "Save choices" }).click();
  await expect(page.getByRole("status")).toHaveText("Your choices are saved.");
  await page.reload();
  await waitForHydration(page);
  await expect(newsletter).toBeChecked();
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
  await expect(choices).toContainText("(not subscribed)");
});

test("the revocation page withdraws every consent with one button and says so", async ({ page }) => {
  await page.goto(`/en/marketing/revocation?token=${DEMO_LINK_TOKEN}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Marketing to m•••@kaarna.example" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Kaarna newsletter" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Withdraw all marketing consents" }).click();
  const status = page.getByRole("status");
  await expect(status).toHaveText(/every marketing consent is withdrawn/);
  await expect(status).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("status")).toHaveText("You get no marketing from us.");
  await expect(page.getByRole("button", { name: "Withdraw all marketing consents" })).toHaveCount(0);
});

test.describe("a link that is not valid", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("says so and points to the privacy policy", async ({ page }) => {
    await page.goto("/en/marketing/email?token=not-a-real-link-token-1");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toContainText("This link is not valid any more.");
    await expect(page.getByRole("link", { name: /our privacy policy/ })).toHaveAttribute("href", "/en/privacy/1");
    await page.goto("/sv/marketing/revocation");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toContainText("Den här länken gäller inte längre.");
  });
});
