// robots.txt and the sitemap: every indexable page of every type in every language, from the
// upstream's sitemap call (one per language, kept by the sitemap strategy), as one file or as an
// index of numbered files once the shop outgrows one (worker/seo/sitemap.ts).
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { LANGUAGES, type Language } from "../../shared/languages.ts";
import { cachedRead } from "../cache/cached-read.ts";
import { browserCacheControl, CACHE_STRATEGIES } from "../cache/strategies.ts";
import type { Load } from "../cache/strategy-cache.ts";
import type { AppBindings } from "../env.ts";
import { type SitemapPage, SitemapPageSchema, sitemapDocuments } from "../seo/sitemap.ts";
import { createUpstream, type Upstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

const SitemapPagesSchema = v.array(SitemapPageSchema);
type SitemapPages = v.InferOutput<typeof SitemapPagesSchema>;

/** The upstream's sitemap call for one language: its pages with translation key, edit date and noindex flag. */
async function fetchSitemapPages(upstream: Upstream, language: Language): Promise<Load<SitemapPages>> {
  const response = await upstream.call("/api/cda/sitemap", { timeout: "content", query: { language } });
  if (!response.ok) throw new UpstreamError(`Sitemap call answered ${response.status} for ${language}`, 502);
  const parsed = v.safeParse(SitemapPagesSchema, await response.json());
  if (!parsed.success) throw new UpstreamError(`Sitemap call sent an invalid answer: ${v.summarize(parsed.issues)}`, 502);
  return { found: true, value: parsed.output };
}

async function allPages(c: Context<AppBindings>): Promise<SitemapPage[]> {
  const upstream = createUpstream(c.env, c.executionCtx);
  const perLanguage = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { load } = await cachedRead(c, CACHE_STRATEGIES.sitemap, {
        key: `seo:sitemap:${language}`,
        schema: SitemapPagesSchema,
        load: () => fetchSitemapPages(upstream, language),
      });
      return load.found ? load.value.map((page) => ({ ...page, language })) : [];
    }),
  );
  return perLanguage.flat();
}

const SITEMAP_CACHE_CONTROL = browserCacheControl(CACHE_STRATEGIES.sitemap) ?? "";

const xml = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL } });

export const seoRoutes = new Hono<AppBindings>()
  .get("/robots.txt", (c) => {
    const origin = new URL(c.req.url).origin;
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /*?epieditmode=\n\nSitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", async (c) => {
    const documents = sitemapDocuments(new URL(c.req.url).origin, await allPages(c));
    return xml(documents.index ?? documents.parts[0]!);
  })
  .get("/:file{sitemap-[1-9][0-9]*\\.xml}", async (c) => {
    const documents = sitemapDocuments(new URL(c.req.url).origin, await allPages(c));
    const part = documents.index ? documents.parts[Number(c.req.param("file").replace(/\D/g, "")) - 1] : undefined;
    return part ? xml(part) : c.notFound();
  });
