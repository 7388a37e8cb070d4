// Press releases as a visitor reads them in each language (issue 10, spec 001 §2–§9):
// the newsroom filtered by category and year, its next page loaded by scrolling, a release opened with
// its content, the subscription sent from the dialog to the thank-you page, and axe on each page;
// then the company page's three newest releases and the release page's answers for a bad address.
import { readSubscription } from "./fixtures/d1.ts";
import { Shell } from "./fixtures/shell.ts";
import { CATEGORY_NAMES, NEWS_PAGES, NewsroomPage } from "./fixtures/newsroom.ts";
import { text, isTurnOf } from "./fixtures/catalog.ts";
import {
  closePopupsBeforehand,
  expect,
  expectNoAxeViolations,
  LANGUAGES,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

for (const language of LANGUAGES) {
  if (isTurnOf(language, 2))
    test(`the newsroom in ${language}: filters, the next page, a release and the subscription`, async ({ page }) => {
      test.setTimeout(60_000);
      const newsroom = new NewsroomPage(page, language);
      const pages = NEWS_PAGES[language];
      await closePopupsBeforehand(page);
      await page.goto(pages.newsroom);
      await waitForHydration(page);
      await expect(newsroom.releases).toHaveCount(10);
      await expect(newsroom.status).toContainText("17");
      await expectNoAxeViolations(page);

      // Reaching the end of the list loads the next page (the rest of the 17).
      await newsroom.scrollToEnd();
      await expect(newsroom.releases).toHaveCount(17);
      await expect(newsroom.showMore).toHaveCount(0);

      // A category, then a year: each change starts the list again from its first page.
      await newsroom.category(CATEGORY_NAMES[language].products).check();
      await expect(newsroom.releases).toHaveCount(8);
      await newsroom.year.selectOption("2025");
      await expect(newsroom.releases).toHaveCount(3);
      expect((await newsroom.dates()).every((date) => date.endsWith(".2025"))).toBe(true);
      await newsroom.category(CATEGORY_NAMES[language].products).uncheck();
      await expect(newsroom.releases).toHaveCount(6);

      // The newest release of 2025 opens on the release page, in the page's language.
      const first = newsroom.releases.first();
      const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
      const date = (await newsroom.dates())[0]!;
      await first.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${pages.release}\\?id=kr-1011$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByText(date, { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByText("media@kaarna.example").first()).toBeVisible();
      await expect(page.getByRole("main").getByRole("img")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expectNoAxeViolations(page);

      // Back in the newsroom, the dialog's form: a submit with nothing filled in says what is missing.
      await page.goto(pages.newsroom);
      await waitForHydration(page);
      await newsroom.subscribe.click();
      await expect(newsroom.dialog).toBeVisible();
      await expect(
        newsroom.dialog.getByRole("radio", { name: { fi: "Suomi", en: "English", sv: "Svenska" }[language] }),
      ).toBeChecked();
      await expectNoAxeViolations(page);
      await newsroom.dialog.getByRole("button", { name: text(language, "news.subscribe.submit") }).click();
      await expect(newsroom.field("news.subscribe.name")).toBeFocused();
      await expect(newsroom.dialog.getByText(text(language, "news.subscribe.privacy-required"))).toBeVisible();
      await newsroom.field("news.subscribe.email").fill("not-an-address");
      await newsroom.field("news.subscribe.email").blur();
      await expect(newsroom.dialog.getByText(text(language, "form.email-format"))).toBeVisible();

      const email = `press.${language}.${Date.now()}@example.com`;
      await newsroom.field("news.subscribe.name").fill("Liisa Virtanen");
      await newsroom.field("news.subscribe.email").fill(email);
      await newsroom.dialog.getByRole("checkbox", { name: CATEGORY_NAMES[language].events }).check();
      await newsroom.dialog.getByRole("checkbox", { name: text(language, "news.subscribe.privacy-accept") }).check();
      await newsroom.dialog.getByRole("button", { name: text(language, "news.subscribe.submit") }).click();

      await expect(page).toHaveURL(new RegExp(`${pages.thankYou}\\?identifier=[0-9a-f-]{36}$`));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const identifier = new URL(page.url()).searchParams.get("identifier")!;
      expect(readSubscription(identifier)).toEqual({ email, language, reply_language: language, category_codes: '["events"]' });
      await expectNoAxeViolations(page);
    });
}

test("the company page lists the three newest releases and links to the newsroom", async ({ page }) => {
  const newsroom = new NewsroomPage(page, "en");
  await page.goto(NEWS_PAGES.en.company);
  await waitForHydration(page);
  await expect(newsroom.releases).toHaveCount(3);
  await expect(newsroom.releases.first().getByRole("heading")).toHaveText("Kaarna's darkest tablet yet: dark chocolate 85 %");
  await expect(newsroom.subscribe).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "All press releases" }).click();
  await expect(page).toHaveURL(NEWS_PAGES.en.newsroom);
});

test("the language picker opens the same release in the other language, with its head", async ({ page }) => {
  await page.goto(`${NEWS_PAGES.en.release}?id=kr-1003`);
  await waitForHydration(page);
  await expect(page).toHaveTitle("All Kaarna cocoa is now traceable to the cooperative");
  await new Shell(page, "en").languagePicker.click();
  await page.getByRole("link", { name: "Suomi" }).click();
  await expect(page).toHaveURL(`${NEWS_PAGES.fi.release}?id=kr-1003`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Kaikki Kaarnan kaakao on nyt jäljitettävissä osuuskuntaan asti" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Kaikki Kaarnan kaakao on nyt jäljitettävissä osuuskuntaan asti");
});

test.describe("a release page address without a release", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("says 'Article does not exist' without an id and 'release not found' for an unknown one, axe clean", async ({ page }) => {
    const missing = await page.goto(NEWS_PAGES.sv.release);
    expect(missing?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText(text("sv", "news.release.missing"))).toBeVisible();
    const unknown = await page.goto(`${NEWS_PAGES.en.release}?id=kr-0000`);
    expect(unknown?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText("Release not found. Id = kr-0000")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
