// Content blocks as a reader meets them (issue 10). The video block: a preview until pressed, then
// YouTube's privacy-enhanced player in its place, started muted, or waiting for the reader who asks
// for less motion (the player's own page is answered here: the tests have no network). The dropdown
// navigation: a disclosure of links. The social media block: the channels, each named. The search
// block: the search page with the words, client-side once interactive and by the form without script.
// The intro, promotion hero and content blocks: a lead, an offer, and text beside a picture.
import type { Page } from "@playwright/test";
import {
  closePopupsBeforehand,
  documentWasKept,
  expect,
  expectNoAxeViolations,
  markDocument,
  test,
  waitForHydration,
} from "./fixtures/storefront.ts";

const ARTICLE = "/en/articles/journey-of-cocoa";

async function openArticle(page: Page) {
  const players: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    players.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" });
  });
  await page.goto(ARTICLE);
  await waitForHydration(page);
  return players;
}

test.use({ viewport: { width: 1280, height: 900 } });
// The blocks sit below the fold: scrolling to them would bring up the site popup mid-check.
test.beforeEach(({ page }) => closePopupsBeforehand(page));

test("the video plays in the preview's place when pressed, muted, with focus on the player", async ({ page }) => {
  const players = await openArticle(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Three days in the conche" })).toBeVisible();
  const player = main.getByTitle("Three days in the conche");
  await expect(player).toHaveCount(0);
  await expectNoAxeViolations(page);

  const play = main.getByRole("button", { name: "Play video: Three days in the conche" });
  await play.click();
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/KaarnaConch?autoplay=1&mute=1&rel=0");
  await expect(player).toBeFocused();
  await expect(play).toHaveCount(0);
  expect(players).toEqual(["https://www.youtube-nocookie.com/embed/KaarnaConch?autoplay=1&mute=1&rel=0"]);
  await expectNoAxeViolations(page);
});

test.describe("for a reader who asks for less motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the player opens by keyboard and waits to be started", async ({ page }) => {
    await openArticle(page);
    const play = page.getByRole("button", { name: "Play video: Three days in the conche" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTitle("Three days in the conche")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/KaarnaConch?rel=0",
    );
  });
});

test("the dropdown navigation opens its links, closes by Escape back on its button, and a link navigates in place", async ({
  page,
}) => {
  await page.goto("/en/customer-service");
  await waitForHydration(page);
  await markDocument(page);
  const nav = page.getByRole("navigation", { name: "More from Kaarna" });
  const button = nav.getByRole("button", { name: "Choose a page" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link")).toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link")).toHaveText([
    "Our story",
    "The journey of cocoa",
    "How to order a personalised chocolate tablet",
    "Kaarna Club",
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Our story" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(nav.getByRole("link")).toHaveCount(0);

  await page.keyboard.press("Enter");
  await nav.getByRole("link", { name: "Kaarna Club" }).click();
  await expect(page).toHaveURL(/\/en\/kaarna-club$/);
  expect(await documentWasKept(page)).toBe(true);
});

test("a dropdown's settings (spec 000 §4): open from the start, in the flow, open under inside clicks, wide, dark, offset", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await closePopupsBeforehand(page);
  await page.goto("/en/customer-service");
  const nav = page.getByRole("navigation", { name: "Read more about Kaarna" });
  const button = nav.getByRole("button", { name: "Choose a topic" });
  const list = nav.getByRole("list");
  // Open in the worker's HTML already, before any script.
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link")).toHaveCount(4);
  await waitForHydration(page);
  const [navBox, listBox, buttonBox] = [await nav.boundingBox(), await list.boundingBox(), await button.boundingBox()];
  if (!navBox || !listBox || !buttonBox) throw new Error("the dropdown is not laid out");
  expect(Math.round(listBox.y - (buttonBox.y + buttonBox.height)), "8 px below its button").toBe(8);
  expect(navBox.y + navBox.height, "in the flow: its block grows by the list").toBeGreaterThanOrEqual(listBox.y + listBox.height);
  expect(listBox.width, "wider than a medium dropdown's 24 rem").toBeGreaterThan(24 * 16);
  expect(await list.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgb(255, 255, 255)");
  await expectNoAxeViolations(page);
  await list.click({ position: { x: 4, y: 2 } });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await button.click();
  await expect(nav.getByRole("link")).toHaveCount(0);

  // The defaults: closed, floating over what follows right under the button, closed by a click inside.
  const support = page.getByRole("navigation", { name: "More from Kaarna" });
  const supportButton = support.getByRole("button", { name: "Choose a page" });
  await supportButton.click();
  const floating = support.getByRole("list");
  expect(await floating.evaluate((element) => getComputedStyle(element).position)).toBe("absolute");
  const [floatingBox, supportButtonBox] = [await floating.boundingBox(), await supportButton.boundingBox()];
  if (!floatingBox || !supportButtonBox) throw new Error("the dropdown is not laid out");
  expect(Math.round(floatingBox.y - (supportButtonBox.y + supportButtonBox.height))).toBe(0);
  await floating.click({ position: { x: 4, y: 2 } });
  await expect(supportButton).toHaveAttribute("aria-expanded", "false");
});

test("the social media block names each channel it links to", async ({ page }) => {
  await page.goto("/en/kaarna-club");
  const block = page.getByRole("region", { name: "Follow Kaarna" });
  await expect(block.getByRole("link")).toHaveText(["Kaarna on Facebook", "Kaarna on Instagram", "Kaarna on YouTube"]);
  await expect(block.getByRole("link", { name: "Kaarna on YouTube" })).toHaveAttribute(
    "href",
    "https://example.com/kaarna/youtube",
  );
});

test("the search block opens the search page with the words, in place, and sends search", async ({ page }) => {
  await page.goto("/en/customer-service");
  await waitForHydration(page);
  await markDocument(page);
  const form = page.getByRole("search", { name: "Looking for a product?" });
  await expectNoAxeViolations(page);
  await form.getByRole("searchbox", { name: "Search the shop" }).fill("mint chocolate");
  await form.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=mint%20chocolate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “mint chocolate”" })).toBeVisible();
  expect(await documentWasKept(page)).toBe(true);
  const searches = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "search"));
  expect(searches).toEqual([{ event: "search", search_term: "mint chocolate" }]);
});

test.describe("before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the search block's form still opens the search page with the words", async ({ page }) => {
    await page.goto("/sv/kundservice");
    const form = page.getByRole("search", { name: "Letar du efter en produkt?" });
    await form.getByRole("searchbox", { name: "Sök i butiken" }).fill("salmiak");
    await form.getByRole("button", { name: "Sök", exact: true }).click();
    await expect(page).toHaveURL(/\/sv\/sok\?q=salmiak$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("salmiak");
  });
});

test("the club page's intro, promotion hero and content blocks show their lead, offer, text, pictures and links, and pass axe", async ({
  page,
}) => {
  await page.goto("/fi/kaarna-klubi");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByText("Liittyminen on maksutonta ja avointa kaikille", { exact: false })).toBeVisible();
  await expect(main.getByText("−15 %", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Jäsenet säästävät jokaisesta lahjarasiasta" })).toBeVisible();
  await expect(main.getByText("Tarjous voimassa 6. tammikuuta 2027 asti")).toBeVisible();
  await expect(main.getByRole("link", { name: "Katso lahjarasiat" })).toHaveAttribute("href", "/fi/tuotteet/lahjarasiat");
  await expect(main.getByRole("heading", { level: 2, name: "Näin klubi toimii" })).toBeVisible();
  await expect(main.getByText("Liity sähköpostiosoitteellasi, niin olet heti jäsen.", { exact: false })).toBeVisible();
  await expect(main.getByRole("img", { name: "Kaarna Klubin jäsenkortti ja suklaapaloja" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Siirry omalle tilille" })).toHaveAttribute("href", "/fi/kaarna-klubi/oma-tili");
  await expectNoAxeViolations(page);
});
