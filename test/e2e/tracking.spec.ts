// Tracking after the first page (spec 000 §3, §4) and the generic client's headers
// (spec 000 §7), in Chromium: the window metadata marketing tools read, kept current on every client
// navigation and with the signed-in member; a personalisation script reinitialised on each later
// page view (not the first, not a listing's page or sort); every call asking for no caching.
import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

const CATEGORY = "/en/products/chocolate-tablets";

type Metadata = { memberId: string | null; subscriberId: string | null; pageType: string; categories: string[] };
const metadata = (page: Page) => page.evaluate(() => (window as unknown as { kaarnaMetadata?: Metadata }).kaarnaMetadata);
const reinits = (page: Page) => page.evaluate(() => (window as unknown as { reinits?: string[] }).reinits ?? []);

/** A personalisation script as a marketing tag would put it on the page, recording each reinit with the page type it read. */
async function withPersonalisationScript(page: Page) {
  await page.addInitScript(() => {
    const own = window as unknown as { reinits: string[]; kaarnaMetadata?: Metadata; SalesforceInteractions: unknown };
    own.reinits = [];
    own.SalesforceInteractions = { reinit: () => own.reinits.push(own.kaarnaMetadata?.pageType ?? "") };
  });
}

test("the window metadata and the personalisation script follow the shopper's pages", async ({ page }) => {
  test.setTimeout(60_000);
  await withPersonalisationScript(page);
  await page.goto(CATEGORY);
  await waitForHydration(page);
  await expect
    .poll(() => metadata(page))
    .toEqual({
      memberId: null,
      subscriberId: null,
      pageType: "category",
      categories: ["products", "chocolate-tablets"],
    });
  expect(await reinits(page), "not on the first page").toEqual([]);

  // Another page of the listing is the same page view: no reinit.
  await page.getByRole("main").getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await reinits(page)).toEqual([]);

  await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/en\/products\/chocolate-tablets\/[^/?]+\/[^/?]+/);
  await expect.poll(() => reinits(page)).toEqual(["product"]);
  const product = await metadata(page);
  expect(product?.pageType).toBe("product");
  expect(product?.categories.slice(0, 2)).toEqual(["products", "chocolate-tablets"]);

  await page.goBack();
  await expect.poll(() => reinits(page)).toEqual(["product", "category"]);
  expect((await metadata(page))?.pageType).toBe("category");
});

test("the window metadata names the signed-in member, and their subscriber id only with marketing email", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/en/our-story");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Log in", exact: true }).first().click();
  await page.getByLabel("Email").fill("maija@kaarna.example");
  await page.getByLabel("Password").fill("Kaarna-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/our-story$/);
  await waitForHydration(page);
  const member = (await (await page.request.get("/api/me/member")).json()) as { userId: string; marketingUpdates: boolean };
  await expect
    .poll(() => metadata(page))
    .toMatchObject({
      memberId: member.userId,
      subscriberId: member.marketingUpdates ? member.userId : null,
      pageType: "landing",
    });
});

test.describe("the generic client's headers", () => {
  const apiCalls = (page: Page) => {
    const calls: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request);
    });
    return calls;
  };

  test("every call asks for no caching, past the browser's own cache", async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto(CATEGORY);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Page 2", exact: true }).click();
    await expect.poll(() => calls.some((call) => call.url().includes("/api/products"))).toBe(true);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect((await call.allHeaders())["cache-control"], call.url()).toBe("no-cache");
    }
  });
});
