// The one rule for where a link or a redirect built from a parameter may send the browser: whatever
// string it is given, its answer resolved against the site is on the site (or there is no answer).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sitePath } from "../../shared/rules/site-path.ts";

const SITE = "https://kaarna.example";
/** Pages a redirect is answered from: a relative Location resolves against them. */
const PAGES = [`${SITE}/`, `${SITE}/api/editor/preview/end?path=x`, `${SITE}/connect/password`, `${SITE}/en/a/b/c`];

/** Whether a browser following this Location from any of the site's pages stays on the site. */
function staysOnSite(location: string): boolean {
  return PAGES.every((page) => {
    const url = new URL(location, page);
    // Resolved a second time too: a proxy or a client that normalises the address again finds nothing to undo.
    return url.origin === SITE && new URL(`${url.pathname}${url.search}`, SITE).origin === SITE;
  });
}

/** The pieces attacks on redirect checks are made of, strung together in any order. */
const tricky = fc
  .array(
    fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%252f",
      "%25",
      "%",
      "?",
      "#",
      "@",
      ":",
      "evil.example",
      "x",
      "en",
      "\t",
      "\n",
      " ",
      "%09",
      "%00",
      "https:",
      "javascript:",
      "\u3002",
      "\uff0f",
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(""));

const anyString = fc.oneof(tricky, fc.string({ unit: "binary", maxLength: 40 }), fc.webUrl(), fc.webPath());

describe("a site path", () => {
  it("resolved against the site stays on the site, for any string", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const path = sitePath(value);
        if (path === null) return true;
        return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && staysOnSite(path);
      }),
      { numRuns: 5000 },
    );
  });

  it("is already normal: asking again changes nothing", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const path = sitePath(value);
        return path === null || sitePath(path) === path;
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves an ordinary page address as it is", () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/);
    fc.assert(
      fc.property(fc.constantFrom("fi", "en", "sv"), fc.array(segment, { maxLength: 4 }), (language, segments) => {
        const address = `/${[language, ...segments].join("/")}`;
        return sitePath(address) === address && sitePath(`${address}?page=2`) === `${address}?page=2`;
      }),
    );
  });

  it.each([
    // The reproductions: refused before they could be normalised into another host.
    "/.//x//evil.example/login",
    "/.//evil.example/account",
    "/.//x//evil.example",
    "/x/..//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/x/%2e%2e/%2fevil.example",
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/\\evil.example",
    "/./\\evil.example",
    "\\\\evil.example",
    "/%252f%252fevil.example",
    "//evil.example",
    "///evil.example",
    "https://evil.example/en",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "en",
    "",
  ])("refuses %j", (value) => {
    expect(sitePath(value)).toBeNull();
  });

  it.each([
    ["/en/our-story", "/en/our-story"],
    ["/en/our-story?epieditmode=true#top", "/en/our-story?epieditmode=true"],
    ["/en/../fi", "/fi"],
    ["/en/./our-story/", "/en/our-story/"],
    ["/en/%2e%2e/sv", "/sv"],
    ["/fi/k%C3%A4velykatu", "/fi/k%C3%A4velykatu"],
    ["/en/x%2fy", "/en/x/y"],
    ["/en?next=//evil.example", "/en?next=%2F%2Fevil.example"],
    ["/", "/"],
  ])("answers %j with %j", (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});
