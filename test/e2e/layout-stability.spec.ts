// What a phone shows stays where it is while the rest arrives: the pages whose content
// the browser draws after hydration (the cart and the checkout, which are personal; the store finder,
// the recipe search and the newsroom, which load their lists) put it in place without pushing what
// already shows, the footer among it, down the screen. Layout shifts are read from Chromium's own
// `layout-shift` entries and scored as CLS scores them.
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";
import { text } from "./fixtures/catalog.ts";
import { CHECKOUT, checkoutStep, fillCart } from "./fixtures/checkout.ts";
import { NewsroomPage } from "./fixtures/newsroom.ts";
import type { Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** DESIGN.md's CLS budget. */
const CLS_BUDGET = 0.02;

/** Records every layout shift from the first paint on, with the elements it moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return "(gone)";
          if (element.closest("footer")) return "the footer";
          return element.closest("main") ? `main: ${element.tagName.toLowerCase()}.${element.className}` : "the header";
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts that moved the page's own content or its footer (the header's own are not this test's). */
async function contentShifts(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  const ofContent = shifts.filter((shift) => shift.moved.some((moved) => moved !== "the header"));
  return { score: ofContent.reduce((sum, shift) => sum + shift.value, 0), moved: ofContent.flatMap((shift) => shift.moved) };
}

const PAGES: { name: string; path: string; withCart?: boolean; shown: (page: Page) => Promise<void> }[] = [
  {
    name: "the cart",
    path: "/en/cart",
    withCart: true,
    shown: (page) => expect(page.getByRole("main").getByRole("link", { name: /^Kaarna Milk Chocolate 100 g/ })).toBeVisible(),
  },
  {
    name: "the checkout",
    path: CHECKOUT,
    withCart: true,
    shown: (page) => expect(checkoutStep(page, "details").getByLabel(text("en", "checkout-ui.details.first-name"))).toBeVisible(),
  },
  {
    name: "the store finder",
    path: "/en/stores",
    shown: (page) => expect(page.getByRole("status").filter({ hasText: /places? found/ })).toBeVisible(),
  },
  {
    name: "the recipe search",
    path: "/en/recipes",
    shown: (page) => expect(page.getByRole("heading", { level: 2, name: /^\d+ recipes?$/ })).toBeVisible(),
  },
  {
    name: "the newsroom",
    path: "/en/newsroom",
    shown: (page) => expect(new NewsroomPage(page, "en").releases.first()).toBeVisible(),
  },
];

for (const { name, path, withCart, shown } of PAGES) {
  test(`${name} puts what it loads in place without moving what shows`, async ({ page }) => {
    if (withCart) await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
    await recordShifts(page);
    await page.goto(path);
    await waitForHydration(page);
    await shown(page);
    await page.waitForLoadState("networkidle");
    const { score, moved } = await contentShifts(page);
    expect(score, `shifts moved ${moved.join(", ")}`).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
