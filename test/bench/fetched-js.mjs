// What a shopper's browser pays for JavaScript: every script Chromium fetches from the shop until the
// page is idle (load + 1.5 s, so chunks loaded just after hydration count), each gzip -9 as served.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const IDLE_AFTER_LOAD_MS = 1500;

/** Opens Debian's Chromium once for a set of measurements; close() when done. */
export async function openBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
}

/** A bar of chocolate in the visitor's cart: what a shopper on the cart or checkout page has. */
export const WITH_A_CART = [{ code: "K1001-100", quantity: 1 }];

/**
 * Gzip bytes and file names of all same-origin JavaScript fetched by a fresh visit to `path`; with
 * `cart`, by a visitor whose cart holds those items (added through the shopper API first).
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
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    let bytes = 0;
    for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
    return { bytes, files: [...bodies.keys()] };
  } finally {
    await context.close();
  }
}
