// robots.txt and sitemap.xml: every published, indexable page in every language, with hreflang
// alternates, built by walking the content tree from each language's start page.
import { Hono } from "hono";
import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.ts";
import { createPageModelSource } from "../cache/page-model-source.ts";
import type { AppBindings, Env } from "../env.ts";
import { createUpstream } from "../upstream/upstream-call.ts";

const SITEMAP_KEY = "seo:sitemap.xml";
const SITEMAP_TTL_SECONDS = 3600;
const MAX_PAGES = 5000;

const ChildSchema = v.object({
  contentLink: v.object({ id: v.number() }),
  url: v.string(),
  changed: v.nullish(v.string()),
  translationKey: v.optional(v.string()),
  noIndex: v.optional(v.boolean(), false),
});
type SitemapPage = v.InferOutput<typeof ChildSchema>;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

async function collectPages(env: Env, ctx: ExecutionContext): Promise<SitemapPage[]> {
  const upstream = createUpstream(env, ctx);
  const source = createPageModelSource(env, ctx, { editMode: false });
  const pages: SitemapPage[] = [];
  for (const language of LANGUAGES) {
    const { model } = await source.lookup(`/${language}`);
    if (!model) continue;
    pages.push({
      contentLink: model.contentLink,
      url: model.url,
      changed: model.changed,
      translationKey: `start`,
      noIndex: false,
    });
    const queue = [model.contentLink.id];
    while (queue.length && pages.length < MAX_PAGES) {
      const id = queue.shift()!;
      const response = await upstream.call(`/api/cda/content/${id}/children`, { timeout: "content" }).catch(() => null);
      if (!response?.ok) continue;
      const children = v.parse(v.array(ChildSchema), await response.json());
      for (const child of children) {
        queue.push(child.contentLink.id);
        pages.push(child);
      }
    }
  }
  return pages;
}

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const indexable = pages.filter((page) => !page.noIndex);
  const byTranslation = Map.groupBy(indexable, (page) => page.translationKey ?? page.url);
  const languageOf = (url: string) => url.split("/")[1] ?? "fi";
  const entries = indexable.map((page) => {
    const alternates = (byTranslation.get(page.translationKey ?? page.url) ?? [])
      .map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${languageOf(alt.url)}" href="${escapeXml(new URL(alt.url, origin).toString())}"/>`,
      )
      .join("");
    const lastmod = page.changed ? `<lastmod>${escapeXml(page.changed.slice(0, 10))}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(page.url, origin).toString())}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>\n`;
}

export const seoRoutes = new Hono<AppBindings>()
  .get("/robots.txt", (c) => {
    const origin = new URL(c.req.url).origin;
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /*?epieditmode=\n\nSitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", async (c) => {
    const origin = new URL(c.req.url).origin;
    let xml = await c.env.PAGE_MODELS.get(`${SITEMAP_KEY}:${origin}`);
    if (!xml) {
      xml = sitemapXml(origin, await collectPages(c.env, c.executionCtx as ExecutionContext));
      c.executionCtx.waitUntil(c.env.PAGE_MODELS.put(`${SITEMAP_KEY}:${origin}`, xml, { expirationTtl: SITEMAP_TTL_SECONDS }));
    }
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
