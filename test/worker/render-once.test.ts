// Render once, serve many, through the real worker: a repeated page is not rendered again but keeps
// its own CSP nonce; editors and error pages always render; the timings say which happened.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetRemembered } from "../../worker/cache/strategy-cache.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { editorHeaders } from "./editor-credentials.ts";
import { html, request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

const renderOf = (response: Response) =>
  response.headers.get("server-timing")?.match(/render;(?:dur=[\d.]+;)?desc="([^"]+)"/)?.[1];
const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";

describe("rendered pages", () => {
  it("serves a repeated page without rendering it again, with the same document under a new nonce", async () => {
    const first = await html("/en?render-once=1");
    const second = await html("/en?render-once=1");
    expect(renderOf(first.response)).toBe("React shell ready");
    expect(renderOf(second.response)).toBe("reused");
    const [firstNonce, secondNonce] = [nonceOf(first.response), nonceOf(second.response)];
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.text).not.toContain(firstNonce);
    // Every inline script of the reused document carries the nonce its own CSP header names.
    const scripts = [...second.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    for (const attributes of scripts.filter((attributes) => !attributes.includes("application/json"))) {
      expect(attributes).toContain(`nonce="${secondNonce}"`);
    }
    // The rendered body is the same; the head's hydration data is the request's own.
    const body = (text: string, nonce: string) => text.slice(text.indexOf('<div id="root">')).split(nonce).join("N");
    expect(body(second.text, secondNonce)).toBe(body(first.text, firstNonce));
  });

  it("answers a browser that accepts gzip with the kept document compressed once, under its own nonce", async () => {
    const accept = { headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
    const first = await html("/en/our-story?render-once=8", accept);
    expect(renderOf(first.response)).toBe("React shell ready");
    for (let round = 0; round < 2; round += 1) {
      const reused = await request("/en/our-story?render-once=8", accept);
      expect(renderOf(reused)).toBe("reused");
      expect(reused.headers.get("content-encoding")).toBe("gzip");
      expect(reused.headers.get("vary")).toBe("Accept-Encoding");
      const unpacked = await new Response((await reused.blob()).stream().pipeThrough(new DecompressionStream("gzip"))).text();
      const nonce = nonceOf(reused);
      expect(unpacked.split(nonce).join("N")).toBe(first.text.split(nonceOf(first.response)).join("N"));
    }
    const plain = await html("/en/our-story?render-once=8");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(renderOf(plain.response)).toBe("reused");
    expect(plain.text).toContain(`nonce="${nonceOf(plain.response)}"`);
  });

  it("finds a page that needs only its page model before any loader runs; a listing runs its loaders first", async () => {
    await request("/en/our-story?render-once=7");
    const content = await request("/en/our-story?render-once=7");
    expect(renderOf(content)).toBe("reused");
    expect(content.headers.get("server-timing")).not.toMatch(/\bload;/);
    await request("/en/products/chocolate-tablets?render-once=7");
    const listing = await request("/en/products/chocolate-tablets?render-once=7");
    expect(renderOf(listing)).toBe("reused");
    expect(listing.headers.get("server-timing")).toMatch(/\bload;/);
  });

  it("still skips the loaders once the page model was read again from KV", async () => {
    await request("/en/our-story?render-once=9");
    expect(renderOf(await request("/en/our-story?render-once=9"))).toBe("reused");
    // The isolate's parsed copy lapses every few seconds: the next read makes a new model object.
    forgetRemembered();
    const afterRead = await request("/en/our-story?render-once=9");
    expect(renderOf(afterRead)).toBe("reused");
    expect(afterRead.headers.get("server-timing")).toMatch(/\bload;/);
    const next = await request("/en/our-story?render-once=9");
    expect(renderOf(next)).toBe("reused");
    expect(next.headers.get("server-timing")).not.toMatch(/\bload;/);
  });

  it("keeps each address and language apart", async () => {
    await request("/fi?render-once=2");
    const swedish = await html("/sv?render-once=2");
    expect(renderOf(swedish.response)).toBe("React shell ready");
    expect(swedish.text).toContain('<html lang="sv"');
    const otherAddress = await request("/fi?render-once=3");
    expect(renderOf(otherAddress)).toBe("React shell ready");
  });

  it("renders editors' previews every time and never keeps them for shoppers", async () => {
    for (let round = 0; round < 2; round += 1) {
      const preview = await request("/en?epieditmode=true&render-once=4", { headers: await editorHeaders() });
      expect(renderOf(preview)).toBe("React shell ready");
    }
    const again = await request("/en?epieditmode=true&render-once=4", { headers: await editorHeaders() });
    expect(renderOf(again)).not.toBe("reused");
  });

  it("renders a not-found page every time", async () => {
    await request("/en/no-such-page?render-once=5");
    const again = await request("/en/no-such-page?render-once=5");
    expect(again.status).toBe(404);
    expect(renderOf(again)).toBe("React shell ready");
  });

  it("names the cache status and the load in Server-Timing, for pages and page models", async () => {
    const page = await request("/sv?render-once=6");
    expect(page.headers.get("server-timing")).toMatch(/cache;desc="(HIT|MISS|STALE)"/);
    expect(page.headers.get("server-timing")).toMatch(/load;dur=[\d.]+;desc="Page model and page data"/);
    const model = await request("/api/cda/content?contentUrl=/sv", { headers: { "sec-fetch-site": "same-origin" } });
    expect(model.headers.get("server-timing")).toMatch(/cache;desc="(HIT|MISS|STALE)"/);
    expect(model.headers.get("server-timing")).toMatch(/load;dur=[\d.]+;desc="Page model"/);
  });
});
