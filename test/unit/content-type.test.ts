import { describe, expect, it } from "vitest";
import { moduleNameOf, toKebabCase } from "../../shared/rules/content-type.ts";

describe("content type to module name", () => {
  it("uses the last contentType in lower-case hyphenated form", () => {
    expect(moduleNameOf(["Page", "Start"])).toBe("start");
    expect(moduleNameOf(["Page", "D2cArticle"])).toBe("d2c-article");
    expect(moduleNameOf(["Page", "HttpError"])).toBe("http-error");
    expect(moduleNameOf(["Block", "ImageWithCtaBlock"])).toBe("image-with-cta-block");
    expect(moduleNameOf(["Block", "RawHtmlBlock"])).toBe("raw-html-block");
  });

  it("handles acronyms, underscores and spaces", () => {
    expect(toKebabCase("HTTPError")).toBe("http-error");
    expect(toKebabCase("my_product page")).toBe("my-product-page");
  });

  it("answers empty for missing types", () => {
    expect(moduleNameOf([])).toBe("");
    expect(moduleNameOf(undefined)).toBe("");
  });
});
