// What a phone's main thread is spared on a first load: the page builds no number
// formatter while it loads and hydrates (a page's first Intl.NumberFormat is a long task while ICU
// loads its number data), and its icons are symbols of one sheet, not an SVG image each (Chromium
// draws every SVG image in a document of its own). The SVG pictures it does fetch write no text: the
// logo's words are outlines, so it looks no font up in its document and looks the same on every device.
// How the page's code is cut into tasks is the bench's to measure (its TBT and main-thread time), not a test's.
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
