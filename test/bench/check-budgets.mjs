// CI budget check (DESIGN.md "Budgets"): the gzip size of the JavaScript and CSS that pages load,
// one page of each page type. Sizes only, no timings. First load is what the document has the
// browser fetch before it hydrates (the boot script and the code it names, the catalog parts among
// them); until idle is every script Chromium fetches until load + 1.5 s (parts that
// hydrate later, after-hydration chunks).
// Every page must meet every budget. The cart and the checkout are measured as
// their shoppers see them, with a cart that holds something.
import { fetchedJs, openBrowser, WITH_A_CART } from "./fetched-js.mjs";
import { startMiniflare } from "../../scripts/miniflare-server.mjs";
import { BUDGETS, kb, pageSizes } from "./sizes.mjs";

const PAGES = [
  "/fi",
  "/en/our-story",
  "/sv/artiklar/kakaons-resa",
  "/en/kaarna-club/my-orders",
  "/en/kaarna-club/my-account",
  "/fi/pikku-kuu",
  "/en/stores",
  "/en/stores/kaarna-cafe-kamppi",
  "/fi/uutishuone/tiedote?id=kr-1016",
  "/en/recipes/dark-chocolate-lava-cakes",
  "/en/stores/lunch",
  "/en/newsroom/thank-you?identifier=demo",
  "/en/privacy/1",
  "/en/no-such-page",
  // The products page and the product container.
  "/en/gift-ideas",
  "/en/kaarna-classics",
  // The content search page lists product cards with their prices and add-to-cart.
  "/en/site-search?q=chocolate",
  // The recipes page: its recipe search shows the related products' cards with add-to-cart.
  "/sv/recept",
  // The cart and the checkout: their lines, steps, forms and summary load once the cart holds
  // something.
  "/en/cart",
  "/en/checkout",
  // The category, the product page and the product search: their interactive pieces above the fold
  // are parts that hydrate on their own, and each page loads only its first screen's text.
  "/fi/tuotteet/suklaalevyt",
  "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70",
  // A CMS product page with its variant selector blocks.
  "/en/box-of-chocolates",
  "/en/search?q=mint",
  "/sv/produkter/personliga-chokladkakor/personlig-chokladkaka",
];
const WITH_CART = new Set(["/en/cart", "/en/checkout"]);

// The built worker in Miniflare, with secrets of its own (production's are wrangler secrets): the
// cart is filled through the API.
const server = await startMiniflare(".wrangler/budget-state");
const browser = await openBrowser();
let passed = 0;
let failed = 0;
const check = (path, what, actual, budget) => {
  const ok = actual <= budget;
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "OVER"} ${path.padEnd(66)} ${what.padEnd(14)} ${kb(actual).padStart(9)} / ${kb(budget)}`);
};
try {
  for (const path of PAGES) {
    const size = await pageSizes(server.origin, path);
    const idle = await fetchedJs(browser, server.origin, path, { cart: WITH_CART.has(path) ? WITH_A_CART : [] });
    console.log(`     ${path.padEnd(66)} ${"first-load JS".padEnd(14)} ${kb(size.js).padStart(9)}   (to hydrate)`);
    check(path, "JS until idle", idle.bytes, BUDGETS.untilIdleJs);
    // The taps' code follows once the page is idle: a shopper's bytes, reported, not a budget.
    console.log(`     ${path.padEnd(66)} ${"JS for taps".padEnd(14)} ${kb(idle.forTaps).padStart(9)}   (fetched at idle)`);
    check(path, "page's own JS", size.ownJs, BUDGETS.pageTypeChunk);
    check(path, "CSS", size.css, BUDGETS.css);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`budgets: ${passed} passed, ${failed} failed`);
if (failed) process.exit(1);
