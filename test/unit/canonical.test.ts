import { describe, expect, it } from "vitest";
import { canonicalUrl } from "../../shared/rules/canonical.ts";

const origin = "https://kaarna.example";

describe("canonical URL", () => {
  it("carries only the page parameter", () => {
    expect(canonicalUrl(origin, "/fi/tuotteet", "?page=2&sortBy=price&filter.x=1")).toBe(
      "https://kaarna.example/fi/tuotteet?page=2",
    );
  });

  it("drops page 1, zero, negatives and non-numbers", () => {
    for (const search of ["?page=1", "?page=0", "?page=-2", "?page=abc", "?page=2.5", ""]) {
      expect(canonicalUrl(origin, "/fi/tuotteet", search)).toBe("https://kaarna.example/fi/tuotteet");
    }
  });

  it("uses the page model's canonical path, not the request's own query", () => {
    expect(canonicalUrl(origin, "/en/our-story?utm=1#top", "?q=1")).toBe("https://kaarna.example/en/our-story");
  });
});
