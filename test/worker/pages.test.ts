// Pages and page models through the real worker, embedded backend, KV and D1.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { editorHeaders } from "./editor-credentials.ts";
import { html, request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("pages", () => {
  it("redirects / to the Finnish start page, or to the stored language", async () => {
    const plain = await request("/");
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/fi");
    const stored = await request("/", { headers: { cookie: "preferred-language=sv" } });
    expect(stored.headers.get("location")).toBe("/sv");
  });

  it.each(["fi", "en", "sv"])(
    "streams the %s start page with its language, theme, title and hreflang alternates",
    async (language) => {
      const { response, text } = await html(`/${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(text).toMatch(new RegExp(`<html lang="${language}" data-theme="finnish">`));
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      for (const alternate of ["fi", "en", "sv", "x-default"]) expect(text).toContain(`hreflang="${alternate}"`);
      expect(text).toContain(`<link rel="canonical" href="http://shop.test/${language}">`);
    },
  );

  it("sends every part rendered in place: the header, each product card and the footer, none swapped in later by a script", async () => {
    const { text } = await html("/en/products/chocolate-tablets");
    const header = text.indexOf('<header class="site-header"');
    const firstCard = text.indexOf('<article class="product-card"');
    const footer = text.indexOf('<footer class="site-footer');
    expect(header).toBeGreaterThan(0);
    expect(firstCard).toBeGreaterThan(header);
    expect(footer).toBeGreaterThan(firstCard);
    // React outlines a finished boundary past 12.8 KB unless told not to: a hidden segment and $RC.
    expect(text).not.toMatch(/<div hidden id="S:\d+">|<template id="B:\d+">|\$RC/);
    expect(text.match(/<article class="product-card"/g)).toHaveLength(12);
  });

  it("holds the first paint until the main region is parsed to its end, so no part of it is drawn half-parsed", async () => {
    const { text } = await html("/en");
    const head = text.slice(0, text.indexOf("</head>"));
    const expectLink = head.match(/<link rel="expect" href="#([^"]+)" blocking="render">/);
    expect(expectLink, "a render-blocking expect link in the head").not.toBeNull();
    expect(text.match(new RegExp(`<main id="${expectLink?.[1]}"`, "g")), "the page's one main region").toHaveLength(1);
  });

  it("answers an unknown path with 404 and the not-found page of its language", async () => {
    const { response, text } = await html("/en/no-such-page-here");
    expect(response.status).toBe(404);
    expect(text).toContain('<html lang="en"');
    expect(text).toContain('content="noindex,nofollow"');
    const finnish = await html("/no-language/at-all");
    expect(finnish.response.status).toBe(404);
    expect(finnish.text).toContain('<html lang="fi"');
  });

  it("answers a repeated page request from KV", async () => {
    const first = await request("/sv");
    const second = await request("/sv");
    expect(["MISS", "HIT"]).toContain(first.headers.get("x-cache"));
    expect(second.headers.get("x-cache")).toBe("HIT");
  });

  it("shares one entry among addresses that differ only in listing state", async () => {
    await request("/fi?utm_source=a");
    for (const query of ["page=2", "sortBy=price", "sortDirection=desc", "code=K-100", "filter.brand=kuu"]) {
      const response = await request(`/fi?utm_source=a&${query}`);
      expect(response.headers.get("x-cache"), query).toBe("HIT");
    }
  });

  it("bypasses the cache for editors and forbids storing the answer", async () => {
    await request("/en");
    const response = await request("/en?epieditmode=true", { headers: await editorHeaders() });
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("puts the CSP nonce on every inline script and allows no other inline script", async () => {
    const { response, text } = await html("/fi");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (/type="application\/json"/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    const again = await request("/fi");
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("sends the security headers and allows framing only by itself and the preview origins", async () => {
    const response = await request("/fi", {}, { PREVIEW_FRAME_ORIGINS: "https://cms.kaarna.example" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https://cms.kaarna.example");
  });

  it("escapes the hydration state against </script>", async () => {
    const { text } = await html("/fi");
    const state = text.match(/<script type="application\/json" id="storefront-state">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(state.length).toBeGreaterThan(100);
    expect(state).not.toMatch(/<\/?script/i);
    expect(JSON.parse(state)).toHaveProperty("queries");
  });

  it("answers 5xx with the error page when neither the page nor its fallbacks load", async () => {
    const response = await request("/fi/only-upstream-down", {}, { UPSTREAM_ORIGIN: "http://127.0.0.1:9" });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});

describe("page models as JSON", () => {
  it("returns the page model through the same cache, with X-Cache", async () => {
    const first = await request("/api/cda/content?contentUrl=/en");
    expect(first.status).toBe(200);
    const model = (await first.json()) as { url: string; navigation: { pageLanguages: unknown[] } };
    expect(model.url).toBe("/en");
    expect(model.navigation.pageLanguages).toHaveLength(3);
    const second = await request("/api/cda/content?contentUrl=/en");
    expect(second.headers.get("x-cache")).toBe("HIT");
  });

  it("answers 404 JSON for a missing page and 400 for a bad address", async () => {
    const missing = await request("/api/cda/content?contentUrl=/fi/ei-ole");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
    const bad = await request("/api/cda/content?contentUrl=https://evil.example/");
    expect(bad.status).toBe(400);
  });

  it("serves a stale page model when the upstream fails after the entry went stale", async () => {
    // A page this isolate has not read yet (so nothing is held in memory), cached five hours ago.
    const key = "/fi/asiakaspalvelu";
    const model = await (await embeddedBackend.request(`/api/cda/content?contentUrl=${key}`, {}, env as unknown as Env)).json();
    const aged = { key, storagedDateString: new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString(), data: model };
    await env.PAGE_MODELS.put(key, JSON.stringify(aged));
    const response = await request(key, {}, { UPSTREAM_ORIGIN: "http://127.0.0.1:9" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("STALE");
  });
});

describe("service endpoints", () => {
  it("names the upstream mode in /healthz", async () => {
    expect(await (await request("/healthz")).json()).toEqual({ status: "ok", upstream: "embedded" });
    expect(await (await request("/healthz", {}, { UPSTREAM_ORIGIN: "https://cms.example" })).json()).toMatchObject({
      upstream: "remote",
    });
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const text = await (await request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
  });

  it("lists every indexable page of every language in the sitemap, with alternates", async () => {
    const response = await request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const language of ["fi", "en", "sv"]) expect(xml).toContain(`<loc>http://shop.test/${language}</loc>`);
    expect(xml).toContain('hreflang="sv"');
    expect(xml).not.toMatch(/page-not-found|sivua-ei-loydy|sidan-hittades-inte/);
  });

  it("returns the UI strings of a language", async () => {
    const body = (await (await request("/api/localizations?language=sv")).json()) as {
      language: string;
      translations: Record<string, unknown>;
    };
    expect(body.language).toBe("sv");
    // Lingui's compiled form, which i18n.load takes: text parts and placeholders in an array.
    expect(body.translations["shell.skip-to-content"]).toEqual(["Hoppa till innehållet"]);
    expect(body.translations["shell.language.button"]).toEqual(["Språk och valuta: ", ["language"], " ", ["currency"]]);
  });
});
