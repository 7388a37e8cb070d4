import { describe, expect, it } from "vitest";
import { PageUnavailableError, resolvePage } from "../../shared/rules/page-resolution.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

function model(url: string, navigation: Partial<PageModel["navigation"]> = {}): PageModel {
  return { url, name: url, navigation: { notFoundPageUrl: null, errorPageUrl: null, ...navigation } } as PageModel;
}

const lookupOf = (pages: Record<string, PageModel>) => async (address: string) => pages[address] ?? null;

describe("error-page fallback chain", () => {
  it("answers 200 with the page when it exists", async () => {
    const result = await resolvePage("/fi/x", lookupOf({ "/fi/x": model("/fi/x") }));
    expect(result).toMatchObject({ status: 200, model: { url: "/fi/x" } });
  });

  it("prefers the global error page, then the not-found page, then the start page, all as 404", async () => {
    const start = model("/en", { errorPageUrl: "/en/error", notFoundPageUrl: "/en/page-not-found" });
    expect((await resolvePage("/en/nope", lookupOf({ "/en": start, "/en/error": model("/en/error") }))).model.url).toBe(
      "/en/error",
    );
    const withNotFound = lookupOf({ "/en": start, "/en/page-not-found": model("/en/page-not-found") });
    expect(await resolvePage("/en/nope", withNotFound)).toMatchObject({ status: 404, model: { url: "/en/page-not-found" } });
    expect(await resolvePage("/en/nope", lookupOf({ "/en": start }))).toMatchObject({ status: 404, model: { url: "/en" } });
  });

  it("looks for the fallback pages in the language of the address", async () => {
    const result = await resolvePage("/sv/saknas", lookupOf({ "/sv": model("/sv"), "/fi": model("/fi") }));
    expect(result.model.url).toBe("/sv");
  });

  it("fails clearly when not even the start page loads", async () => {
    await expect(resolvePage("/fi/x", lookupOf({}))).rejects.toBeInstanceOf(PageUnavailableError);
  });
});
