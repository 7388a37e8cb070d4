import { describe, expect, it } from "vitest";
import { CONTENT_PARAMS, normalisePath, pageContentAddress, pageModelCacheKey } from "../../shared/rules/cache-key.ts";

describe("page-model cache key", () => {
  it("drops the spec's listing state: page, sortBy, sortDirection, code and filter.*", () => {
    const keys = new Set(
      ["/fi/x", "/fi/x?page=2", "/fi/x?sortBy=name", "/fi/x?sortDirection=asc", "/fi/x?code=abc", "/fi/x?filter.colour=red"].map(
        pageModelCacheKey,
      ),
    );
    expect([...keys]).toEqual(["/fi/x"]);
  });

  it("never lets tracking parameters or one shopper's things reach the key", () => {
    for (const query of [
      "utm_source=news&utm_campaign=x",
      "gclid=abc",
      "fbclid=abc",
      "msclkid=abc",
      "mc_cid=1&mc_eid=2",
      "_ga=1.2.3",
      "orderId=KA-1001",
      "redirectResult=signed-payload",
      "identifier=person@example.com",
      "id=42",
    ]) {
      expect(pageModelCacheKey(`/en/order-confirmation?${query}`), query).toBe("/en/order-confirmation");
    }
  });

  it("drops anything the content does not vary by, so a flood of junk parameters is one key", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, n) => pageModelCacheKey(`/fi?junk${n}=${n}&q=kuu`)));
    expect([...keys]).toEqual(["/fi"]);
    expect(CONTENT_PARAMS.size).toBe(0);
  });

  it("asks the content service for the path as given, without the dropped parameters", () => {
    expect(pageContentAddress("/EN/Search/?q=mint&utm_source=x")).toBe("/EN/Search");
    expect(pageContentAddress("/")).toBe("/");
  });

  it("normalises case, trailing slashes and escapes in the path", () => {
    expect(normalisePath("/FI/Tarinamme/")).toBe("/fi/tarinamme");
    expect(normalisePath("/sv/v%C3%A5r")).toBe("/sv/vår");
    expect(normalisePath("/fi/%E0%A4%A")).toBe("/fi/%e0%a4%a");
    expect(normalisePath("/")).toBe("/");
  });
});
