// Field measurement in Chromium against the built worker (RUM_SAMPLE_RATE is 1 locally): the page
// loads the web-vitals reporter once it is idle, and hiding it beacons what was measured, with the
// page type, to /api/rum, which answers 204.
import { builtFile } from "./fixtures/built-files.ts";
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

test("a page load beacons its web vitals with its page type once it is hidden", async ({ page }) => {
  const reporterFile = builtFile("client/analytics/field-reporter.ts");
  const reporter = page.waitForResponse((response) => new URL(response.url()).pathname === reporterFile);
  await page.goto("/en/our-story");
  await waitForHydration(page);
  // Loaded after the page, not with it.
  expect((await reporter).status()).toBe(200);
  // The reporter marks the page once its observers are in place.
  await page.waitForFunction(() => performance.getEntriesByName("kaarna:field-measurement").length > 0);

  // The shopper's first key press ends LCP (web-vitals finalises it on a trusted input or hiding);
  // then they switch to another tab: the page is hidden, and stays alive for the test to watch its
  // beacon (a document being left sends it too, but as it goes, out of the test's sight). The hiding
  // is simulated, so it is not a trusted event: the key press is what finalises LCP here.
  await page.keyboard.press("Shift");
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/rum");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = await beacon;
  const body = JSON.parse(sent.postData() ?? "null") as {
    pageType: string;
    navigationType: string;
    connection: string;
    measurements: { name: string; value: number }[];
  };
  expect(body).toMatchObject({ pageType: "landing", navigationType: "navigate" });
  expect(["slow-2g", "2g", "3g", "4g", "unknown"]).toContain(body.connection);
  const names = body.measurements.map((measurement) => measurement.name);
  expect(names).toEqual(expect.arrayContaining(["LCP", "CLS"]));
  for (const measurement of body.measurements) expect(measurement.value).toBeGreaterThanOrEqual(0);
  expect(Object.keys(body).sort()).toEqual(["connection", "measurements", "navigationType", "pageType"]);
  expect((await sent.response())?.status()).toBe(204);
});
