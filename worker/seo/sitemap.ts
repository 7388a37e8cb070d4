// The sitemap documents (sitemaps.org 0.9 with hreflang alternates): indexable pages only, grouped
// by translation for alternates, split into numbered files under an index past the protocol's limits.
import * as v from "valibot";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/languages.ts";

/** One page as the upstream's sitemap call lists it (GET /api/cda/sitemap?language=). */
export const SitemapPageSchema = v.object({
  url: v.pipe(v.string(), v.startsWith("/")),
  translationKey: v.string(),
  changed: v.nullish(v.string()),
  noIndex: v.optional(v.boolean(), false),
});
export type SitemapPage = v.InferOutput<typeof SitemapPageSchema> & { language: Language };

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}
/** The sitemaps.org limits of one file (uncompressed). */
const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** `/sitemap.xml` is the only file, or an index of `/sitemap-1.xml` … when the pages need more. */
interface SitemapDocuments {
  index: string | null;
  parts: string[];
}

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
const URLSET_CLOSE = "</urlset>\n";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);
const bytes = (text: string) => new TextEncoder().encode(text).length;

export function sitemapDocuments(origin: string, pages: SitemapPage[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapDocuments {
  const indexable = pages.filter((page) => !page.noIndex);
  const translations = Map.groupBy(indexable, (page) => page.translationKey);
  const href = (url: string) => escapeXml(new URL(url, origin).toString());
  const entries = indexable.map((page) => {
    const group = translations.get(page.translationKey) ?? [page];
    const fallback = group.find((alt) => alt.language === DEFAULT_LANGUAGE) ?? group[0]!;
    const alternates = [...group, { ...fallback, language: "x-default" }]
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.language}" href="${href(alt.url)}"/>`)
      .join("");
    const lastmod = page.changed ? `<lastmod>${escapeXml(page.changed.slice(0, 10))}</lastmod>` : "";
    return `<url><loc>${href(page.url)}</loc>${lastmod}${alternates}</url>`;
  });
  const parts = split(entries, limits).map((chunk) => `${URLSET_OPEN}${chunk.join("")}${URLSET_CLOSE}`);
  if (parts.length <= 1) return { index: null, parts: [parts[0] ?? `${URLSET_OPEN}${URLSET_CLOSE}`] };
  const files = parts.map((_, n) => `<sitemap><loc>${href(`/sitemap-${n + 1}.xml`)}</loc></sitemap>`).join("");
  return {
    index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files}</sitemapindex>\n`,
    parts,
  };
}

/** Consecutive chunks of entries, each within the URL count and, wrapped, the byte size. */
function split(entries: string[], { maxUrls, maxBytes }: SitemapLimits): string[][] {
  const overhead = bytes(URLSET_OPEN) + bytes(URLSET_CLOSE);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = overhead;
  for (const entry of entries) {
    const entrySize = bytes(entry);
    if (overhead + entrySize > maxBytes) throw new Error(`A sitemap entry of ${entrySize} bytes cannot fit in ${maxBytes}`);
    if (chunk.length === maxUrls || size + entrySize > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      size = overhead;
    }
    chunk.push(entry);
    size += entrySize;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}
