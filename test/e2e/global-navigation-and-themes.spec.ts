// The global menu and the two restricted sub-brand themes as a shopper meets them: the
// menu by mouse and keyboard on desktop and inside the mobile menu, where its links go, and the Pikku
// Kuu page (no top bar, no expanders) and the Tuohi page (no header, no footer) in every language.
import type { Page } from "@playwright/test";
import { addToCartFrom } from "./fixtures/cart.ts";
import { type Language, LANGUAGES, pattern, text, isTurnOf } from "./fixtures/catalog.ts";
import { GlobalMenu } from "./fixtures/global-menu.ts";
import { Shell } from "./fixtures/shell.ts";
import { MENU_FOCUS_DELAY_MS } from "../../shared/ui-timings.ts";
import {
  closePopupsBeforehand,
  documentWasKept,
  expect,
  expectNoAxeViolations,
  markDocument,
  test,
  waitForHydration,
  waitingPartOf,
} from "./fixtures/storefront.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The pushed top_navigation_click events, in order. */
const navigationClicks = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === "top_navigation_click"));

const theme = (page: Page) => page.locator("html").getAttribute("data-theme");

/** The mini-cart button wherever it is: in the header, or in the corner of a page with no header. */
const cartButton = (page: Page, language: Language) =>
  page.getByRole("button", { name: pattern(language, "shell.cart.button", "i") });

test.beforeEach(async ({ page }) => {
  await closePopupsBeforehand(page);
});

test.describe("the global menu on desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens by mouse, lists the brand's sites and leads to them by the link rules", async ({ page }) => {
    await open(page, "/en");
    const menu = new GlobalMenu(page, "en");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    // Its code loads on a first touch or focus: this click arrives before it and is held until it is live
    // (the header around it hydrates with the page).
    await expect(waitingPartOf(menu.button)).toHaveAttribute("data-hydrating", "when-touched");
    await expect(page.locator('[data-hydrating="when-touched"]').filter({ has: menu.button })).toHaveCount(1);
    await menu.button.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    const { sites } = menu;
    await expect(menu.links).toHaveText([sites.kaarna, sites.pikkuKuu, sites.tuohi, sites.group, sites.careers, sites.investors]);
    await expect(menu.link(sites.kaarna)).toHaveAttribute("aria-current", "page");
    // Another host opens normally, in the same tab; the careers site asks for a new tab.
    await expect(menu.link(sites.group)).toHaveAttribute("href", "https://example.com/kaarna-group/en");
    await expect(menu.link(sites.group)).not.toHaveAttribute("target");
    await expect(menu.link(sites.careers)).toHaveAttribute("target", "_blank");
    await expect(menu.link(sites.careers)).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);

    await markDocument(page);
    await menu.link(sites.pikkuKuu).click();
    await expect(page).toHaveURL(/\/en\/pikku-kuu$/);
    await expect(new Shell(page, "en").heading).toHaveText("Pikku Kuu");
    expect(await documentWasKept(page), "a client-side navigation").toBe(true);
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect
      .poll(() => navigationClicks(page))
      .toContainEqual({
        event: "top_navigation_click",
        menu_name: "global_menu",
        menu_level: 1,
        link_text: sites.pikkuKuu,
        link_url: new URL("/en/pikku-kuu", page.url()).href,
      });
  });

  test("works by keyboard: Enter and Space toggle, arrows, Home and End move, Escape closes onto the button", async ({
    page,
  }) => {
    await open(page, "/fi");
    const menu = new GlobalMenu(page, "fi");
    const { sites } = menu;
    await menu.button.focus();
    await page.keyboard.press("Enter");
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.link(sites.kaarna)).toBeVisible();
    await expect(menu.button, "Enter leaves focus on the button").toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.kaarna), "ArrowDown opens onto the first site").toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.pikkuKuu)).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.link(sites.investors)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.link(sites.kaarna)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.button, "ArrowUp from the first site goes back to the button").toBeFocused();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.kaarna), "ArrowDown on the open menu's button moves into it").toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.pikkuKuu)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.button).toBeFocused();

    // Enter follows a site's link; leaving the menu with Tab closes it.
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.kaarna)).toBeFocused();
    for (let step = 0; step < 6; step++) await page.keyboard.press("Tab");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await menu.button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.kaarna)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(sites.tuohi)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fi\/tuohi$/);
  });

  test("closes on a press outside it", async ({ page }) => {
    await open(page, "/sv/pikku-kuu");
    const menu = new GlobalMenu(page, "sv");
    await menu.button.click();
    await expect(menu.link(menu.sites.tuohi)).toBeVisible();
    await new Shell(page, "sv").heading.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.link(menu.sites.tuohi)).toBeHidden();
  });
});

test.describe("the global menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("sits in the mobile menu, opens by tap and keys, and Escape closes it before the menu", async ({ page }) => {
    await open(page, "/fi");
    await expect(new GlobalMenu(page, "fi").button, "the header's button is for desktops").toBeHidden();
    const hamburger = page.getByRole("button", { name: text("fi", "shell.menu.open") });
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: text("fi", "shell.menu.title") });
    const menu = new GlobalMenu(dialog, "fi");
    // Tapped as the panel slides in, before its own focus move: that move must not blur the menu shut.
    await menu.button.click({ force: true });
    await page.waitForTimeout(MENU_FOCUS_DELAY_MS + 100);
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.links).toHaveCount(6);
    await expect(menu.link(menu.sites.group)).toHaveAttribute("href", "https://example.com/kaarna-group/fi");
    await expectNoAxeViolations(page);

    await menu.link(menu.sites.kaarna).focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(menu.sites.pikkuKuu)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.button).toBeFocused();
    await expect(dialog, "the first Escape closes only the global menu").toBeVisible();
    await page.keyboard.press("Enter");
    await expect(menu.link(menu.sites.tuohi)).toBeVisible();
    await menu.link(menu.sites.tuohi).click();
    await expect(page).toHaveURL(/\/fi\/tuohi$/);
    await expect(dialog).toBeHidden();
    await expect(new Shell(page, "fi").banner).toHaveCount(0);
  });

  test("the Pikku Kuu page's mobile menu has its main items as links and nothing of the top bar", async ({ page }) => {
    await open(page, "/en/pikku-kuu");
    await page.getByRole("button", { name: text("en", "shell.menu.open") }).click();
    const dialog = page.getByRole("dialog", { name: text("en", "shell.menu.title") });
    await expect(dialog.getByRole("link", { name: "Products", exact: true })).toHaveAttribute("href", "/en/products");
    await expect(dialog.getByRole("button", { name: /Products/ })).toHaveCount(0);
    await expect(dialog.getByRole("navigation", { name: text("en", "shell.language.label") })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: text("en", "shell.login") })).toHaveCount(0);
    await expect(new GlobalMenu(dialog, "en").button).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the sub-brand themes", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const language of LANGUAGES) {
    if (isTurnOf(language, 0))
      test(`the Pikku Kuu page in ${language} has a header without the top bar and expanders, and the footer`, async ({
        page,
      }) => {
        await open(page, `/${language}/pikku-kuu`);
        const shell = new Shell(page, language);
        expect(await theme(page)).toBe("pikku-kuu");
        await expect(shell.heading).toHaveText("Pikku Kuu");
        await expect(shell.banner).toBeVisible();
        await expect(shell.languagePicker).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: text(language, "shell.top-menu") })).toHaveCount(0);
        await expect(shell.banner.getByRole("link", { name: text(language, "shell.login") })).toHaveCount(0);
        // The main menu's items link to their pages; none opens a mega panel.
        await expect(shell.mainMenu.getByRole("button")).toHaveCount(0);
        await expect(shell.mainMenu.getByRole("link").first()).toBeVisible();
        await expect(new GlobalMenu(page, language).button).toBeVisible();
        await expect(shell.cartButton).toBeVisible();
        await expect(shell.footer).toBeVisible();
        await expectNoAxeViolations(page);
      });

    if (isTurnOf(language, 2))
      test(`the Tuohi page in ${language} has no header and no footer, and the skip link still reaches the page`, async ({
        page,
      }) => {
        await open(page, `/${language}/tuohi`);
        const shell = new Shell(page, language);
        expect(await theme(page)).toBe("tuohi");
        await expect(shell.heading).toBeVisible();
        await expect(shell.banner).toHaveCount(0);
        await expect(shell.footer).toHaveCount(0);
        await expect(cartButton(page, language), "no cart button while the cart is empty").toBeHidden();
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: text(language, "shell.skip-to-content") });
        await expect(skip).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(shell.main).toBeFocused();
        await expectNoAxeViolations(page);
      });
  }

  test("the Tuohi page shows the cart button in the corner once the cart holds something", async ({ page }) => {
    await addToCartFrom(page, "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70");
    await open(page, "/en/tuohi");
    const shell = new Shell(page, "en");
    await expect(shell.banner).toHaveCount(0);
    await expect(cartButton(page, "en")).toHaveAccessibleName(/Shopping cart, 1 item/);
    await cartButton(page, "en").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("client navigation switches the theme and the shell both ways", async ({ page }) => {
    await open(page, "/sv");
    await markDocument(page);
    const menu = new GlobalMenu(page, "sv");
    await menu.button.click();
    await menu.link(menu.sites.tuohi).click();
    await expect(page).toHaveURL(/\/sv\/tuohi$/);
    const shell = new Shell(page, "sv");
    await expect(shell.banner).toHaveCount(0);
    await expect(shell.footer).toHaveCount(0);
    expect(await theme(page)).toBe("tuohi");
    await page.getByRole("link", { name: "Till Kaarnas startsida" }).click();
    await expect(page).toHaveURL(/\/sv$/);
    await expect(shell.banner).toBeVisible();
    await expect(shell.footer).toBeVisible();
    expect(await theme(page)).toBe("finnish");
    expect(await documentWasKept(page)).toBe(true);
  });
});
