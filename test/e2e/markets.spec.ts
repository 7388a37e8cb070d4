// Markets and currency as a shopper meets them (spec 000 §1, §9; issue 13): the language
// and market widget names the currency in use; choosing Sweden reloads the page in kronor (prices,
// JSON-LD, the cart, analytics), the choice outlives a reload in an HttpOnly cookie the page's
// scripts cannot read, and market_change is sent with both markets.
import type { Page } from "@playwright/test";
import { addShownVariation, MiniCart } from "./fixtures/cart.ts";
import { text } from "./fixtures/catalog.ts";
import { Shell } from "./fixtures/shell.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";

/** The gift box K4001 250 g: €12.99, which the Swedish price list makes SEK 149.90. */
const BOX = "/en/products/gift-boxes/kaarna-chocolate-box";

type Pushed = { event: string } & Record<string, unknown>;

/** Keeps every data-layer event of the tab across reloads (as a tag manager's own log would). */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const kept = JSON.parse(sessionStorage.getItem("e2e-events") ?? "[]");
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...events: unknown[]) => {
      kept.push(...events);
      sessionStorage.setItem("e2e-events", JSON.stringify(kept));
      return push(...events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

const recorded = (page: Page, name: string) =>
  page.evaluate(
    (wanted) => (JSON.parse(sessionStorage.getItem("e2e-events") ?? "[]") as Pushed[]).filter((event) => event.event === wanted),
    name,
  );

test.use({ viewport: { width: 1280, height: 900 } });

test("a shopper switches to Sweden: prices, JSON-LD, the cart and analytics are in kronor, also after a reload", async ({
  page,
  context,
}) => {
  await recordEvents(page);
  await page.goto(BOX);
  await waitForHydration(page);
  const price = page.getByRole("main").getByRole("region", { name: text("en", "product.price.label"), exact: true });
  await expect(price).toContainText("€12.99");
  const picker = new Shell(page, "en").languagePicker;
  await expect(picker).toHaveAccessibleName("Language and currency: English EUR");

  await picker.click();
  const markets = page.getByRole("list", { name: text("en", "shell.market.heading") });
  await expect(markets.getByRole("button")).toHaveText(["Finland (EUR)", "Sweden (SEK)", "Norway (NOK)"]);
  await expect(markets.getByRole("button", { name: "Finland (EUR)" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await markets.getByRole("button", { name: "Sweden (SEK)" }).click();

  // The page reloads in the new market.
  await expect(price).toContainText("SEK 149.90");
  await waitForHydration(page);
  await expect(picker).toHaveAccessibleName("Language and currency: English SEK");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd.offers).toMatchObject({ priceCurrency: "SEK", price: "149.90" });
  expect(await recorded(page, "market_change")).toEqual([
    { event: "market_change", market_from: "FI", market_to: "SE", currency: "SEK" },
  ]);
  const cookie = (await context.cookies()).find((entry) => entry.name === "__Host-kaarna-market");
  expect(cookie).toMatchObject({ value: "SE", httpOnly: true, secure: true, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("kaarna-market");

  await addShownVariation(page);
  await expect
    .poll(async () => (await recorded(page, "add_to_cart")).at(-1)?.ecommerce)
    .toMatchObject({
      currency: "SEK",
      value: 149.9,
      items: [{ item_id: "K4001-250G", currency: "SEK", price: 149.9 }],
    });
  const cart = await new MiniCart(page).open();
  await expect(cart.summary.total).toHaveText("SEK 149.90");
  await page.keyboard.press("Escape");

  // The choice outlives a reload and a new visit to another page.
  await page.goto("/en/products/gift-boxes");
  await waitForHydration(page);
  await expect(picker).toHaveAccessibleName("Language and currency: English SEK");
  await expect(page.getByRole("main").getByText("SEK 149.90").first()).toBeVisible();
});
