import { describe, expect, it } from "vitest";
import { linkTarget, parseExtensionList } from "../../shared/rules/link-target.ts";

const origin = "https://kaarna.example";
const newTabExtensions = parseExtensionList("pdf, .DOCX,xlsx,");

describe("link target rules", () => {
  it("navigates internal links client-side by path, with the host stripped", () => {
    expect(linkTarget("https://kaarna.example/fi/tarinamme?x=1#a", { origin })).toEqual({
      kind: "internal",
      href: "/fi/tarinamme?x=1#a",
      newTab: false,
      rel: undefined,
    });
    expect(linkTarget("/en/our-story", { origin }).kind).toBe("internal");
  });

  it("sends the worker's own endpoints (sign-in, sign-out) to the browser as a whole navigation, in the same tab", () => {
    expect(linkTarget("/api/auth/sign-in?language=en", { origin })).toEqual({
      kind: "external",
      href: "/api/auth/sign-in?language=en",
      newTab: false,
      rel: undefined,
    });
  });

  it("opens other hosts natively", () => {
    const target = linkTarget("https://example.org/recipes", { origin });
    expect(target).toMatchObject({ kind: "external", href: "https://example.org/recipes", newTab: false });
  });

  it("opens files with a listed extension in a new tab with noopener noreferrer", () => {
    expect(parseExtensionList("pdf, .DOCX,xlsx,")).toEqual(["pdf", "docx", "xlsx"]);
    expect(linkTarget("/files/allergens.PDF", { origin, newTabExtensions })).toMatchObject({
      kind: "external",
      newTab: true,
      rel: "noopener noreferrer",
    });
    expect(linkTarget("/files/menu.txt", { origin, newTabExtensions }).newTab).toBe(false);
  });

  it("opens a new tab when asked by target or flag", () => {
    expect(linkTarget("/fi", { origin, target: "_blank" })).toMatchObject({ newTab: true, rel: "noopener noreferrer" });
    expect(linkTarget("/fi", { origin, openInNewTab: true }).newTab).toBe(true);
  });

  it("never treats mailto or tel as internal", () => {
    expect(linkTarget("mailto:asiakaspalvelu@kaarna.example", { origin }).kind).toBe("external");
  });
});
