// The sitemap in remote mode: the worker forwards the sitemap call to the real backend's origin, one
// call per language, and a failing backend answers an error response instead of crashing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "./helpers.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const REMOTE = { UPSTREAM_ORIGIN: "https://cms.invalid" };

describe("the sitemap from a remote backend", () => {
  // First: nothing is cached yet (the success below fills the cache for the rest of the file).
  it("answers a server error, not a crash or an empty sitemap, when the backend fails and nothing is cached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 500 }));
    const response = await request("/sitemap.xml", {}, REMOTE);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.text()).not.toContain("<urlset");
  });

  it("lists what the backend's sitemap call answers in every language, without its noindex pages", async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(new Request(input).url);
      calls.push(`${url.origin}${url.pathname}${url.search}`);
      const language = url.searchParams.get("language")!;
      return Response.json([
        { url: `/${language}/remote-page`, translationKey: "remote-page", changed: "2026-01-02T03:04:05Z", noIndex: false },
        { url: `/${language}/hidden`, translationKey: "hidden", changed: null, noIndex: true },
      ]);
    });
    const response = await request("/sitemap.xml", {}, REMOTE);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(calls.sort()).toEqual(
      ["fi", "en", "sv"].sort().map((language) => `https://cms.invalid/api/cda/sitemap?language=${language}`),
    );
    for (const language of ["fi", "en", "sv"]) {
      expect(xml).toContain(`<loc>http://shop.test/${language}/remote-page</loc><lastmod>2026-01-02</lastmod>`);
      expect(xml).toContain(`hreflang="${language}" href="http://shop.test/${language}/remote-page"`);
    }
    expect(xml).toContain('hreflang="x-default" href="http://shop.test/fi/remote-page"');
    expect(xml).not.toContain("/hidden");
  });
});
