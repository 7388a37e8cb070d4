// Render once, serve many: the key follows every input of the render, the kept body takes each
// request's nonce, and memory stays bounded.
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { HydrationPayload } from "../../client/app/hydration-state.ts";
import {
  keepRenderedPage,
  RENDERED_PAGE_MS,
  RENDERED_PAGES_MAX_BYTES,
  rememberRenderKey,
  renderKey,
  renderKeyOf,
  type ReusedPage,
  reuseRenderedPage,
} from "../../worker/render/rendered-pages.ts";

function payload(title: string, fetchedAt = 1): HydrationPayload {
  return {
    router: { loaderData: { page: { address: "/fi" } }, actionData: null, errors: null },
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ["page", "/fi"],
          queryHash: '["page","/fi"]',
          state: { data: { title }, dataUpdatedAt: fetchedAt, fetchStatus: "idle", status: "success" },
        },
      ],
    },
    language: "fi",
  } as unknown as HydrationPayload;
}

describe("render key", () => {
  it("is the same for the same inputs fetched at another moment", async () => {
    expect(await renderKey("https://shop.test/fi", payload("Kaarna", 1))).toBe(
      await renderKey("https://shop.test/fi", payload("Kaarna", 999)),
    );
  });

  it("changes with the page data, the address and the language", async () => {
    const base = await renderKey("https://shop.test/fi", payload("Kaarna"));
    expect(await renderKey("https://shop.test/fi", payload("Kaarna, new version"))).not.toBe(base);
    expect(await renderKey("https://shop.test/fi?page=2", payload("Kaarna"))).not.toBe(base);
    expect(await renderKey("https://shop.test/fi", { ...payload("Kaarna"), language: "sv" })).not.toBe(base);
  });
});

const text = (document: ReusedPage | null) => (document === null ? null : new TextDecoder().decode(document.body));

describe("kept bodies", () => {
  it("come back with the asking request's nonce in every place the render put its own", () => {
    keepRenderedPage("nonce-swap", '<p>a</p><script nonce="old+/=">1</script><template nonce="old+/="></template>', "old+/=", 0);
    expect(text(reuseRenderedPage("nonce-swap", "new", { now: 1 }))).toBe(
      '<p>a</p><script nonce="new">1</script><template nonce="new"></template>',
    );
  });

  it("keep their text whole in UTF-8, with a nonce at either end", () => {
    const body = 'nonce="n"<h1>Pähkinä – 🍫</h1><p>Åbo</p>nonce="n"';
    keepRenderedPage("utf-8", body, "n", 0);
    expect(text(reuseRenderedPage("utf-8", "m", { now: 1 }))).toBe('nonce="m"<h1>Pähkinä – 🍫</h1><p>Åbo</p>nonce="m"');
  });

  it("are forgotten after their time and are absent when never kept", () => {
    keepRenderedPage("expiring", "<p>x</p>", "n", 0);
    expect(text(reuseRenderedPage("expiring", "m", { now: RENDERED_PAGE_MS - 1 }))).toBe("<p>x</p>");
    expect(reuseRenderedPage("expiring", "m", { now: RENDERED_PAGE_MS })).toBeNull();
    expect(reuseRenderedPage("never-kept", "m", { now: 0 })).toBeNull();
  });

  it("stay within the memory bound, the least recently used going first", () => {
    const body = "x".repeat(RENDERED_PAGES_MAX_BYTES / 5); // a fifth of the bound (one byte a character)
    for (const key of ["b1", "b2", "b3", "b4", "b5"]) keepRenderedPage(key, body, "n", 0);
    expect(reuseRenderedPage("b1", "n", { now: 1 })).not.toBeNull();
    keepRenderedPage("b6", body, "n", 0);
    expect(reuseRenderedPage("b2", "n", { now: 1 })).toBeNull();
    expect(reuseRenderedPage("b1", "n", { now: 1 })).not.toBeNull();
    expect(reuseRenderedPage("b6", "n", { now: 1 })).not.toBeNull();
  });

  it("come back gzip-encoded when asked, under the request's nonce, unchanged when unpacked", () => {
    const body = `<!doctype html><script nonce="old">1</script>${"<p>Pähkinä – 🍫 Åbo</p>".repeat(400)}nonce="old"`;
    keepRenderedPage("gzip", body, "old", 0);
    const plain = reuseRenderedPage("gzip", "first", { now: 1 });
    for (const nonce of ["first", "second+/="]) {
      const packed = reuseRenderedPage("gzip", nonce, { gzip: true, now: 1 });
      expect(packed?.encoding).toBe("gzip");
      expect(packed!.body.length).toBeLessThan(plain!.body.length / 5);
      expect(gunzipSync(packed!.body).toString("utf8")).toBe(body.replaceAll('nonce="old"', `nonce="${nonce}"`));
    }
    expect(plain?.encoding).toBe("identity");
  });

  it("are not kept when one body would take over a quarter of the memory", () => {
    keepRenderedPage("huge", "x".repeat(RENDERED_PAGES_MAX_BYTES / 4 + 1), "n", 0);
    expect(reuseRenderedPage("huge", "n", { now: 1 })).toBeNull();
  });
});

describe("render keys by page model", () => {
  it("find the key an address was rendered under for the same model object only", () => {
    const model = {};
    rememberRenderKey(model, "https://shop.test/fi", "key-1");
    expect(renderKeyOf(model, "https://shop.test/fi")).toBe("key-1");
    expect(renderKeyOf(model, "https://shop.test/fi?x=1")).toBeUndefined();
    expect(renderKeyOf({}, "https://shop.test/fi")).toBeUndefined();
  });

  it("hold at most 100 addresses per model, so junk parameters cannot grow them", () => {
    const model = {};
    for (let index = 0; index < 150; index += 1) rememberRenderKey(model, `https://shop.test/fi?junk=${index}`, `k${index}`);
    expect(renderKeyOf(model, "https://shop.test/fi?junk=149")).toBe("k149");
    expect(renderKeyOf(model, "https://shop.test/fi?junk=0")).toBeUndefined();
  });
});
