// What a phone's main thread is spared on a first load: the page builds no number
// formatter while it loads and hydrates (a page's first Intl.NumberFormat is a long task while ICU
// loads its number data), and its icons are symbols of one sheet, not an SVG image each (Chromium
// draws every SVG image in a document of its own). The SVG pictures it does fetch write no text: the
// logo's words are outlines, so it looks no font up in its document and looks the same on every device.
// The page's code starts in pieces, each a task of its own: the libraries and the entry, React DOM's
// first run, the router and the hydration, and the cart's request.
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

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
    // A picture written into a stylesheet (a data: address) is no response, and a document all the same.
    const written = await page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap((element) =>
        [null, "::before", "::after"].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return [style.maskImage, style.backgroundImage, style.listStyleImage, style.borderImageSource, style.content]
            .filter((value) => value.includes("data:image/svg"))
            .map((value) => `${element.className}${pseudo ?? ""}: ${value.slice(0, 60)}`);
        }),
      ),
    );
    expect(written, "SVG pictures written into the styles").toEqual([]);
    const withText = (await Promise.all(svgBodies)).filter(([, body]) => body.includes("<text")).map(([svg]) => svg);
    expect(withText, "SVG pictures whose words need the device's fonts").toEqual([]);
  });
}

test("the router is made in one task and the hydration starts in the next", async ({ page }) => {
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

test("React DOM first runs in a task after the modules' evaluation", async ({ page }) => {
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

test("the libraries and the entry are linked and run in a task each", async ({ page }) => {
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

test("the cart is asked for in a task of its own once the page is interactive, not in React's effects", async ({ page }) => {
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
