// A member signs in from the top bar and out again (issue 11), in Chromium: the
// identity provider's sign-in page in the shopper's language, back to the same page, the account and
// logout links while signed in, the login link after.
import { text, isTurnOf } from "./fixtures/catalog.ts";
import { LANGUAGES, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

const MAIJA = { email: "maija@kaarna.example", password: "Kaarna-demo-2026" };
const SIGN_IN_TITLE = { fi: "Kirjaudu Kaarna Klubiin", en: "Sign in to the Kaarna Club", sv: "Logga in i Kaarna-klubben" };
const STORY = { fi: "/fi/tarinamme", en: "/en/our-story", sv: "/sv/var-historia" };

test.use({ viewport: { width: 1280, height: 900 } });

for (const language of LANGUAGES) {
  if (isTurnOf(language, 2))
    test(`a member signs in from the top bar and out again (${language})`, async ({ page }) => {
      const service = page.getByRole("list", { name: text(language, "shell.service-links") });
      await page.goto(STORY[language]);
      await waitForHydration(page);
      await service.getByRole("link", { name: text(language, "shell.login") }).click();

      await expect(page.getByRole("heading", { name: SIGN_IN_TITLE[language] })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoAxeViolations(page);
      await page.getByLabel(/^(Sähköposti|Email|E-post)$/).fill(MAIJA.email);
      await page.getByLabel(/^(Salasana|Password|Lösenord)$/).fill(MAIJA.password);
      await page.getByRole("button", { name: /^(Kirjaudu|Sign in|Logga in)$/ }).click();

      await expect(page).toHaveURL(new RegExp(`${STORY[language]}$`));
      await expect(service.getByRole("link", { name: text(language, "shell.logout") })).toBeVisible();
      await expect(service.getByRole("link", { name: text(language, "shell.account") })).toBeVisible();
      await expect(service.getByRole("link", { name: text(language, "shell.login") })).toHaveCount(0);

      await service.getByRole("link", { name: text(language, "shell.logout") }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await waitForHydration(page);
      await expect(service.getByRole("link", { name: text(language, "shell.login") })).toBeVisible();
      expect(await (await page.request.get("/api/me/member/authenticated")).json()).toBe(false);
    });
}
