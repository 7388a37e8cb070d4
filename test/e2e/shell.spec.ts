// The site shell as a shopper uses it: the mega menu by mouse and keyboard, the mobile menu, the
// language switch, link rules, banner, footers, the controls' font and the scroll popup.
import { text } from "./fixtures/catalog.ts";
import { builtFile, CODE_NOT_LOADED_ERRORS, failCodeOf } from "./fixtures/built-files.ts";
import { Shell } from "./fixtures/shell.ts";
import {
  documentWasKept,
  expect,
  expectNoAxeViolations,
  holdCodeOf,
  markDocument,
  test,
  waitForHydration,
  waitingPartOf,
} from "./fixtures/storefront.ts";

/** The demo menus' way to the content site in each language (seed/build-site.ts). */
const CONTENT_SITE_LINKS = [
  {
    language: "fi",
    story: "Tarinamme",
    recipes: ["Reseptit", /\/fi\/reseptit$/],
    stores: ["Myymälät ja kahvilat", /\/fi\/myymalat$/],
    factory: ["Tehtaanmyymälä ja kahvila", "Kaarnan tehtaanmyymälä"],
  },
  {
    language: "en",
    story: "Our story",
    recipes: ["Recipes", /\/en\/recipes$/],
    stores: ["Shops and cafés", /\/en\/stores$/],
    factory: ["Factory shop and café", "Kaarna Factory Shop"],
  },
  {
    language: "sv",
    story: "Vår historia",
    recipes: ["Recept", /\/sv\/recept$/],
    stores: ["Butiker och kaféer", /\/sv\/butiker$/],
    factory: ["Fabriksbutik och kafé", "Kaarnas fabriksbutik"],
  },
] as const;

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the mega menu opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const nav = new Shell(page, "en").mainMenu;
    const products = nav.getByRole("button", { name: "Products" });
    // The mega menu's code loads when a pointer first comes over it: this hover
    // arrives before the code, and the menu still opens once the mega menu is live.
    await expect(waitingPartOf(products)).toHaveAttribute("data-hydrating", "when-touched");
    await products.hover();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await products.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "Milk chocolate" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.mouse.move(640, 850);
    await page.waitForTimeout(120);
    await expect(products, "still open inside the close delay").toHaveAttribute("aria-expanded", "true");
    await expect(products).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
    await expect(panel.getByRole("link", { name: "Milk chocolate" })).toBeHidden();
  });

  test("the mega menu works by keyboard: Enter, arrows and Escape", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const nav = new Shell(page, "en").mainMenu;
    const products = nav.getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[id]")?.id ?? ""))
      .toBe(await products.getAttribute("aria-controls"));
    await page.keyboard.press("ArrowDown");
    const focusedText = await page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(focusedText.length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(products).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Products" })).not.toBeFocused();
  });

  test("ArrowDown on the mega menu before its code has arrived opens the panel once it has", async ({ page }) => {
    const release = await holdCodeOf(page, "mega-menu__items");
    await page.goto("/en");
    await waitForHydration(page);
    const products = new Shell(page, "en").mainMenu.getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("ArrowDown");
    await expect(waitingPartOf(products)).toHaveAttribute("data-hydrating", "when-touched");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[id]")?.id ?? ""))
      .toBe(await products.getAttribute("aria-controls"));
  });

  test("a menu link navigates client-side and closes the menu", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await markDocument(page);
    const nav = new Shell(page, "en").mainMenu;
    await nav.getByRole("button", { name: "Products" }).hover();
    await nav.getByRole("link", { name: "Milk chocolate" }).first().click();
    await expect(page).toHaveURL(/\/en\/products\/chocolate-tablets\/milk-chocolate$/);
    await expect(new Shell(page, "en").heading).toContainText(/milk chocolate/i);
    expect(await documentWasKept(page)).toBe(true);
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
  });

  for (const links of CONTENT_SITE_LINKS) {
    test(`the menus lead to the recipes, the shops and the factory shop in ${links.language}`, async ({ page }) => {
      await page.goto(`/${links.language}`);
      await waitForHydration(page);
      const nav = new Shell(page, links.language).mainMenu;
      for (const [name, url] of [links.recipes, links.stores]) {
        await nav.getByRole("button", { name: links.story }).hover();
        // The panel lists it under the story, and its quick links (the bottom menu) name it too.
        await nav.getByRole("link", { name, exact: true }).first().click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(name);
      }
      const [topLink, factoryShop] = links.factory;
      await page
        .getByRole("navigation", { name: text(links.language, "shell.top-menu") })
        .getByRole("link", { name: topLink })
        .click();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(factoryShop);
    });
  }

  test("file links open in a new tab with noopener noreferrer, by the page's extension list", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await new Shell(page, "en").mainMenu.getByRole("button", { name: "Products" }).hover();
    const pdf = page.getByRole("link", { name: "Allergen list (PDF)" }).first();
    await expect(pdf).toHaveAttribute("target", "_blank");
    await expect(pdf).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the language picker stores the choice and opens the same page in that language without a reload", async ({
    page,
    context,
  }) => {
    await page.goto("/fi/tarinamme");
    await waitForHydration(page);
    await markDocument(page);
    await new Shell(page, "fi").languagePicker.click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/our-story$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    expect(await documentWasKept(page)).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "preferred-language")?.value).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("the top banner, the mini-cart button disabled at zero and the default footer are shown", async ({ page }) => {
    await page.goto("/sv");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Meddelande", exact: true })).toBeVisible();
    const shell = new Shell(page, "sv");
    await expect(shell.cartButton).toHaveAccessibleName(/Varukorg, 0/);
    await expect(shell.cartButton).toBeDisabled();
    // The default footer: social and terms links, no copyright line (that is the webshop footer's).
    await expect(shell.footer).toBeVisible();
    await expect(shell.footer).not.toContainText("©");
    await expect(shell.footer.getByRole("link", { name: /Facebook/i })).toBeVisible();
  });

  test("a footer link navigates client-side: the footer's code loads as the pointer comes over it", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await markDocument(page);
    const shell = new Shell(page, "en");
    await shell.footer.getByRole("link", { name: "Recipes", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/recipes$/);
    await expect(shell.heading).toHaveText("Recipes");
    expect(await documentWasKept(page)).toBe(true);
  });

  test("a shop article has the webshop footer with the current year", async ({ page }) => {
    await page.goto("/en/shop/personalised-tablet-guide");
    await waitForHydration(page);
    await expect(new Shell(page, "en").footer).toContainText(`© ${new Date().getFullYear()} Kaarna Oy`);
  });
});

test.describe("typography", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every control writes in the page's font, as the links beside it do", async ({ page }) => {
    for (const path of ["/en", "/en/stores", "/en/recipes"]) {
      await page.goto(path);
      const fonts = await page.evaluate(() => {
        const body = getComputedStyle(document.body).fontFamily;
        const controls = [...document.querySelectorAll("button, input:not([type='hidden']), select, textarea")];
        return controls
          .filter((control) => control.checkVisibility() && getComputedStyle(control).fontFamily !== body)
          .map((control) => `${control.outerHTML.slice(0, 80)}: ${getComputedStyle(control).fontFamily}`);
      });
      expect(fonts, path).toEqual([]);
    }
  });
});

test.describe("popup", () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test("the site popup appears after 200 px of scroll and stays closed once closed", async ({ page }) => {
    await page.goto("/fi");
    await waitForHydration(page);
    const popup = new Shell(page, "fi").popup;
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(300);
    await expect(popup).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByRole("button").first().click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("closed-popups"))).toContain("9001");
    await page.reload();
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(400);
    await expect(popup).toHaveCount(0);
  });

  test("the site popup's code and its dialog's are asked for together once the page is scrolled", async ({ page }) => {
    const popupFile = builtFile("client/components/ScrollPopup.tsx");
    const dialogFile = builtFile("client/components/ScrollPopupDialog.tsx");
    const seen: string[] = [];
    let dialogAsked = () => {};
    const dialogRequest = new Promise<void>((resolve) => (dialogAsked = resolve));
    page.on("request", (request) => {
      if (new URL(request.url()).pathname !== dialogFile) return;
      seen.push("dialog asked");
      dialogAsked();
    });
    // The popup's code is held until the dialog's is asked for (3 s at most): only a load started
    // together with it can come first.
    await page.route(`**${popupFile}`, async (route) => {
      await Promise.race([dialogRequest, new Promise((resolve) => setTimeout(resolve, 3000))]);
      seen.push("popup answered");
      await route.continue();
    });
    await page.goto("/fi");
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await expect(new Shell(page, "fi").popup).toBeVisible();
    expect(seen).toEqual(["dialog asked", "popup answered"]);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the mobile menu freezes the page, slides into levels and closes by Escape", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: /Products/ }).click();
    await expect(dialog.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /View all: Products/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("button", { name: /Products/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("a tap on the menu button before the menu's code has arrived opens the menu once it has", async ({ page }) => {
    // The mobile menu's chunk is held back until the tap; the page itself has hydrated by then.
    const release = await holdCodeOf(page, "mobile-menu__hamburger");
    await page.goto("/en");
    await page.waitForFunction(() => (window.dataLayer ?? []).some((event) => event.event === "virtual_page_view"));
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await expect(waitingPartOf(hamburger)).toHaveAttribute("data-hydrating", "when-touched");
    await hamburger.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.locator('[data-hydrating="code"]')).toHaveCount(0);
  });

  test.describe("code that could not be loaded", () => {
    test.use({ allowedConsoleErrors: [CODE_NOT_LOADED_ERRORS] });

    test("a menu whose panel could not be loaded says so and offers a reload; the page stays", async ({ page }) => {
      const restore = await failCodeOf(page, "client/components/shell/MobileMenuPanel.tsx");
      await page.goto("/en");
      await waitForHydration(page);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await hamburger.click();
      const notice = page.getByRole("alert").filter({ hasText: text("en", "code-not-loaded.text") });
      await expect(notice).toBeVisible();
      // The page is still the page, not the error page, and the menu's button is closed again.
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
      restore();
      await notice.getByRole("button", { name: text("en", "code-not-loaded.reload") }).click();
      await waitForHydration(page);
      await hamburger.click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    });
  });
});
