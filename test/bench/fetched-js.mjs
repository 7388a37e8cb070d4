// What a shopper's browser pays for JavaScript: every script Chromium fetches from the shop until the
// page is idle (load + 1.5 s, so chunks loaded just after hydration count), each gzip -9 as served;
// and apart, what the page then fetches for the shopper's taps (fetch-when-idle.ts marks the moment it
// starts; what it asks for from then on is the taps' code, counted until the network is quiet).
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const IDLE_AFTER_LOAD_MS = 1500;
/** The page's mark as it starts fetching the taps' code (client/app/fetch-when-idle.ts). */
const FETCHING_MARK = "kaarna:fetching-when-idle";

/** Opens Debian's Chromium once for a set of measurements; close() when done. */
export async function openBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
}

/** A bar of chocolate in the visitor's cart: what a shopper on the cart or checkout page has. */
export const WITH_A_CART = [{ code: "K1001-100", quantity: 1 }];

/**
 * Gzip bytes and file names of the same-origin JavaScript a fresh visit to `path` fetched until it was
 * idle, and the bytes of the taps' code it fetched afterwards (`forTaps`); with `cart`, by a visitor
 * whose cart holds those items (added through the shopper API first).
 */
export async function fetchedJs(browser, origin, path, { cart = [] } = {}) {
  const context = await browser.newContext();
  for (const item of cart) {
    const added = await context.request.post(`${origin}/api/me/cart/add`, {
      data: item,
      headers: { origin, "sec-fetch-site": "same-origin" },
    });
    if (!added.ok()) throw new Error(`adding ${item.code} to the cart answered ${added.status()}`);
  }
  const page = await context.newPage();
  const bodies = new Map();
  page.on("response", (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === "script" || url.pathname.endsWith(".js");
    if (url.origin === origin && isScript && !bodies.has(url.pathname))
      bodies.set(
        url.pathname,
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
    // The not-found page is a page type too: only an error of the server is a failed measurement.
    if (!response || response.status() >= 500) throw new Error(`${path} answered ${response?.status()}`);
    const loaded = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.loadEventStart ?? 0);
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    await page.waitForLoadState("networkidle");
    // When each file was asked for, on the page's own clock.
    const { started, mark } = await page.evaluate((name) => {
      const entries = performance.getEntriesByType("resource").map((entry) => [new URL(entry.name).pathname, entry.startTime]);
      return { started: Object.fromEntries(entries), mark: performance.getEntriesByName(name)[0]?.startTime ?? null };
    }, FETCHING_MARK);
    const idle = Math.min(loaded + IDLE_AFTER_LOAD_MS, mark ?? Number.POSITIVE_INFINITY);
    let bytes = 0;
    let forTaps = 0;
    const files = [];
    for (const [path, body] of bodies) {
      const size = gzipSync(await body, { level: 9 }).length;
      if ((started[path] ?? 0) < idle) {
        bytes += size;
        files.push(path);
      } else if (mark !== null && started[path] >= mark) forTaps += size;
    }
    return { bytes, files, forTaps };
  } finally {
    await context.close();
  }
}
