// What a phone's main thread is spared on a first load (decision 061): the page builds no number
// formatter while it loads and hydrates (a page's first Intl.NumberFormat is a long task while ICU
// loads its number data), and its icons are symbols of one sheet, not an SVG image each (Chromium
// draws every SVG image in a document of its own). The SVG pictures it does fetch write no text: the
// logo's words are outlines, so it looks no font up in its document and looks the same on every device.
import type { Page } from "@playwright/test";
import { pattern } from "./fixtures/catalog.ts";
import { fillCart } from "./fixtures/checkout.ts";
import { Listing } from "./fixtures/listing.ts";
import { expect, test, waitForHydration, waitingPartOf } from "./fixtures/storefront.ts";

const PAGES = {
  start: "/en",
  category: "/en/products/chocolate-tablets",
  product: "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70",
  "discounted product": `/fi/tuotteet/lahjarasiat/kaarna-konvehtirasia?code=K4001-500G`,
};

/** SVG pictures a page may fetch: the logo (the first paint needs it), the icon sheet, the favicon and the CMS's footer picture. */
const ALLOWED_SVG = /^\/(images\/(kaarna-logo|icons|footer-waves)\.svg|favicon\.svg)$/;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const [kind, path] of Object.entries(PAGES)) {
  test(`the ${kind} page loads and hydrates without a number formatter, an SVG image per icon or text in one`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __numberFormats: string[] }).__numberFormats = built;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          built.push(JSON.stringify(args));
          return Reflect.construct(target, args);
        },
      });
    });
    const svgs: string[] = [];
    const svgBodies: Promise<[string, string]>[] = [];
    page.on("response", (response) => {
      if (!(response.headers()["content-type"] ?? "").includes("svg")) return;
      const svg = new URL(response.url()).pathname;
      svgs.push(svg);
      svgBodies.push(response.text().then((body) => [svg, body]));
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    // The cart button's count is worded and written by the rules, not by Intl.
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^(Shopping cart|Ostoskori), 0 (items|tuotetta)$/ }),
    ).toBeVisible();
    if (kind === "discounted product") {
      // The last price's line with its (i), the part that waits for a touch, is there from the worker.
      await expect(page.getByText("Alin hinta 30 päivän aikana: 21,99 €")).toBeVisible();
      await page.getByRole("button", { name: "Mitä alin hinta tarkoittaa?" }).focus();
      await expect(page.getByRole("tooltip")).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __numberFormats: string[] }).__numberFormats)).toEqual([]);
    expect(svgs.length, "the icon sheet is fetched").toBeGreaterThan(0);
    expect(svgs.filter((svg) => !ALLOWED_SVG.test(svg))).toEqual([]);
    const withText = (await Promise.all(svgBodies)).filter(([, body]) => body.includes("<text")).map(([svg]) => svg);
    expect(withText, "SVG pictures whose words need the device's fonts").toEqual([]);
  });
}

test("the router is made in one task and the hydration starts in the next (decision 067)", async ({ page }) => {
  // The router listens for popstate as it is made; React listens on #root as the hydration starts.
  // A microtask queued at the first has run by the second only if the entry yields in between.
  await page.addInitScript(() => {
    const seen = { popstateListeners: 0, popstateInThisRun: false, hydrationStart: null as object | null };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      if (this === window && args[0] === "popstate") {
        seen.popstateListeners += 1;
        seen.popstateInThisRun = true;
        queueMicrotask(() => {
          seen.popstateInThisRun = false;
        });
      }
      if (this instanceof Element && this.id === "root" && args[0] === "click" && !seen.hydrationStart)
        seen.hydrationStart = { afterRouter: seen.popstateListeners > 0, sameTask: seen.popstateInThisRun };
      return add.apply(this, args);
    };
  });
  await page.goto(PAGES.category);
  await waitForHydration(page);
  const { hydrationStart } = await page.evaluate(() => (window as unknown as { __seen: { hydrationStart: unknown } }).__seen);
  expect(hydrationStart).toEqual({ afterRouter: true, sameTask: false });
});

test("React DOM first runs in a task after the modules' evaluation (decision 067)", async ({ page }) => {
  // React DOM's scheduler makes its MessageChannel as React DOM first runs. The entry's modules are
  // evaluated in one task; a yield the boot did not ask for (the entry's) shows React DOM ran after it.
  await page.addInitScript(() => {
    const seen = { entryYields: 0, reactDomStart: null as object | null };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const scheduler = (window as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler;
    const yieldTask = scheduler.yield;
    scheduler.yield = function (this: unknown) {
      const boot = document.querySelector<HTMLScriptElement>("script[type=module][src]")?.src;
      if (boot && !new Error().stack?.includes(boot)) seen.entryYields += 1;
      return yieldTask.call(this);
    };
    const Channel = window.MessageChannel;
    window.MessageChannel = class extends Channel {
      constructor() {
        super();
        seen.reactDomStart ??= { afterTheEntryYielded: seen.entryYields > 0 };
      }
    };
  });
  await page.goto(PAGES.product);
  await waitForHydration(page);
  const { reactDomStart } = await page.evaluate(() => (window as unknown as { __seen: { reactDomStart: unknown } }).__seen);
  expect(reactDomStart).toEqual({ afterTheEntryYielded: true });
});

test("the libraries and the entry are linked and run in a task each (decision 067)", async ({ page }) => {
  // Chromium's trace names each script as the task that first links it copies its source (the
  // source rundown): the libraries' chunks the page code names and the entry must each be in a task
  // of their own. Before, the entry's one import linked and ran all of them, 340 KB, in one task.
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    args?: { data?: { url?: string } };
  };
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const collected = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: ["disabled-by-default-devtools.timeline", "disabled-by-default-devtools.v8-source-rundown"],
    },
  });
  await page.goto(PAGES.product);
  await waitForHydration(page);
  const code = JSON.parse((await page.locator("#page-code").textContent()) ?? "null") as { entry: string; libraries: string[] };
  await cdp.send("Tracing.end");
  await collected;

  const taskOf = (file: string) => {
    const linked = events.find((event) => event.name === "ScriptCatchup" && event.args?.data?.url?.endsWith(file));
    if (!linked) return `${file}: not in the trace`;
    const task = events.find(
      (event) =>
        event.name === "RunTask" &&
        event.pid === linked.pid &&
        event.tid === linked.tid &&
        event.ts <= linked.ts &&
        linked.ts <= event.ts + (event.dur ?? 0),
    );
    return task ? task.ts : `${file}: in no task`;
  };
  const files = [...code.libraries, code.entry];
  expect(code.libraries.length, "the page code names the libraries").toBe(2);
  const tasks = files.map(taskOf);
  expect(tasks.filter((task) => typeof task === "string")).toEqual([]);
  expect(new Set(tasks).size, "tasks that linked the libraries and the entry").toBe(files.length);
});

test("the cart is asked for in a task of its own once the page is interactive, not in React's effects (decision 060)", async ({
  page,
}) => {
  // A fetch() call costs 1 to 3.5 ms of the main thread here, and the cart's request was started
  // inside the effects React runs, unsliced, after the render that makes the page interactive.
  await page.addInitScript(() => {
    const stacks: string[] = [];
    (window as unknown as { __cartStacks: string[] }).__cartStacks = stacks;
    // Deep enough to reach React's frames under the query cache's.
    Error.stackTraceLimit = 60;
    const original = window.fetch;
    window.fetch = function (this: typeof window, ...args: Parameters<typeof fetch>) {
      if (String(args[0]).startsWith("/api/me/cart")) stacks.push(new Error("cart").stack ?? "");
      return original.apply(this, args);
    };
  });
  await page.goto(PAGES.category);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const code = JSON.parse((await page.locator("#page-code").textContent()) ?? "null") as { libraries: string[] };
  const react = code.libraries[0];
  const stacks = await page.evaluate(() => (window as unknown as { __cartStacks: string[] }).__cartStacks);
  expect(react, "the page code names React's chunk first").toMatch(/\.js$/);
  expect(stacks, "the cart's requests").toHaveLength(1);
  expect(stacks[0], "the cart request's stack").not.toContain(react);
});

/**
 * Hears every commit through React's developer-tools hook while a page loads, and keeps for the
 * components that render again (their fiber did work, flag 1, and has a previous version) how many
 * were inside an element that has `hostClass`, and for each such element drawn by a component of its
 * own, how often that component rendered again. Subtrees whose children React left as they were are
 * not walked, since their flags are from an earlier commit.
 */
async function loadHearingRendersAgain(page: Page, path: string, hostClass: string): Promise<void> {
  await page.addInitScript((hostClass) => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const heard = { inside: 0, byElement: new Map<Element, number>() };
    (window as unknown as { __rendersAgain: typeof heard }).__rendersAgain = heard;
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const HOST_TAG = 5;
    const untouched = (fiber: Fiber) => fiber.alternate !== null && fiber.child === fiber.alternate.child;
    const elementWithClass = (fiber: Fiber | null) =>
      fiber?.tag === HOST_TAG && fiber.stateNode instanceof Element && fiber.stateNode.classList.contains(hostClass)
        ? fiber.stateNode
        : null;
    const walk = (fiber: Fiber, inside: boolean) => {
      for (let child = fiber.child; child; child = child.sibling) {
        if (COMPONENT_TAGS.has(child.tag) && child.alternate && child.flags & 1) {
          if (inside) heard.inside += 1;
          const drawn = elementWithClass(child.child);
          if (drawn) heard.byElement.set(drawn, (heard.byElement.get(drawn) ?? 0) + 1);
        }
        if (untouched(child)) continue;
        walk(child, inside || elementWithClass(child) !== null);
      }
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        if (!untouched(root.current)) walk(root.current, false);
      },
    };
  }, hostClass);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

type RendersAgain = { inside: number; byElement: Map<Element, number> };

/** The components rendered again, while a page loads, inside elements that have `hostClass`. */
async function countRendersAgain(page: Page, path: string, hostClass: string): Promise<number> {
  await loadHearingRendersAgain(page, path, hostClass);
  return page.evaluate(() => (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain.inside);
}

for (const kind of ["category", "product"] as const) {
  test(`the ${kind} page's parts are not rendered again as they go live (decision 058)`, async ({ page }) => {
    // A product card, the filter panel, the product's panels: each hydrated once, and nothing they show changes.
    const renders = await countRendersAgain(page, PAGES[kind], "server-rendered-part");
    expect(renders, "components of parts rendered again while the page loaded").toBe(0);
  });
}

test("the cart's badge renders again when the page is interactive and when the cart answers, not as its request starts (decision 060)", async ({
  page,
}) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  // The cart's answer is held back, so its request is on its way while the page goes interactive.
  await page.route(/\/api\/me\/cart\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await loadHearingRendersAgain(page, PAGES.category, "mini-cart-button");
  const badge = page.getByRole("banner").getByRole("button", { name: pattern("en", "shell.cart.button") });
  // Disabled while the cart is empty or not yet known: enabled once the answer shows its item.
  await expect(badge).toBeEnabled();
  const renders = await badge.evaluate(
    (button) => (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain.byElement.get(button) ?? 0,
  );
  expect(renders, "renders of the cart's button after the page hydrated").toBe(2);
});

/** How many parts still wait for their code after a page's load, and how often their wrappers rendered again. */
async function countWaitingWrappersRenderedAgain(page: Page, path: string) {
  await loadHearingRendersAgain(page, path, "server-rendered-part");
  return page.evaluate(() => {
    const { byElement } = (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain;
    const waiting = [...document.querySelectorAll(".server-rendered-part[data-hydrating]")];
    return { waiting: waiting.length, renderedAgain: waiting.reduce((sum, element) => sum + (byElement.get(element) ?? 0), 0) };
  });
}

for (const kind of ["start", "category"] as const) {
  test(`the ${kind} page's parts still waiting for their code are not rendered again as the page hydrates (decision 060)`, async ({
    page,
  }) => {
    // Each waiting part's wrapper was told the page had hydrated, and rendered again with the path to it.
    const { waiting, renderedAgain } = await countWaitingWrappersRenderedAgain(page, PAGES[kind]);
    expect(waiting, "parts below a phone's first screen still waiting").toBeGreaterThan(0);
    expect(renderedAgain, "renders of those parts' wrappers after they hydrated").toBe(0);
  });
}

test("a phone hydrates the start page's hero as the worker drew it and renders it no second time", async ({ page }) => {
  // The worker draws the hero as a phone shows it (its slide count), so only a wider screen renders it again.
  const renders = await countRendersAgain(page, PAGES.start, "hero-block");
  expect(renders, "components of the hero rendered again while the page loaded").toBe(0);
});

test("a category's product cards each hydrate as they come near, not with the first (decision 058)", async ({ page }) => {
  await page.goto(PAGES.category);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const cards = page.getByRole("main").getByRole("article");
  // The first card is near the first screen; the last is thousands of pixels down.
  await expect(waitingPartOf(cards.first())).toHaveCount(0);
  await expect(waitingPartOf(cards.last())).toHaveAttribute("data-hydrating", "when-near");
  await cards.last().scrollIntoViewIfNeeded();
  await expect(waitingPartOf(cards.last())).toHaveCount(0);
});

test("a category's sort menu and filter panel load when touched, not with the page (decision 058)", async ({ page }) => {
  await page.goto(PAGES.category);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const listing = new Listing(page, "en");
  await expect(waitingPartOf(listing.sortButton)).toHaveAttribute("data-hydrating", "when-touched");
  await expect(waitingPartOf(listing.filterGroups.first())).toHaveAttribute("data-hydrating", "when-touched");
  // The keyboard's path: the focus on the filter's first group has the panel load, and a press before
  // its code arrives is held and given to it.
  await listing.filterGroups.first().focus();
  await page.keyboard.press("Enter");
  await expect(waitingPartOf(listing.filterGroups.first())).toHaveCount(0);
  await expect(listing.filterGroups.first()).toHaveAttribute("aria-expanded", "true");
  await expect(waitingPartOf(listing.sortButton)).toHaveAttribute("data-hydrating", "when-touched");
  await listing.sortButton.click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(waitingPartOf(listing.sortButton)).toHaveCount(0);
});

test("a product's JSON-LD loads with the first navigation, which a variation's choice is (decision 058)", async ({ page }) => {
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await page.goto(PAGES["discounted product"]);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect(waitingPartOf(jsonLd)).toHaveAttribute("data-hydrating", "with-navigation");
  expect(JSON.parse((await jsonLd.textContent()) ?? "{}").sku).toBe("K4001-500G");
  await page.getByRole("radio", { name: "250 g" }).click();
  await expect(page).toHaveURL(/[?&]code=K4001-250G\b/);
  await expect(waitingPartOf(jsonLd)).toHaveCount(0);
  await expect.poll(async () => JSON.parse((await jsonLd.textContent()) ?? "{}").sku).toBe("K4001-250G");
});

test("the start page's banners and promoters below a phone's first screen hydrate as they come near (decision 058)", async ({
  page,
}) => {
  await page.goto(PAGES.start);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The last link of the page's content is in a link block, thousands of pixels down.
  const last = page.getByRole("main").getByRole("link").last();
  await expect(waitingPartOf(last)).toHaveAttribute("data-hydrating", "when-near");
  await last.scrollIntoViewIfNeeded();
  await expect(waitingPartOf(last)).toHaveCount(0);
});
