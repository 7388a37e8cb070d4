// The content search page of each language: the site's searchPageUrl, found by words
// in the header's inline search and the sitemap; its results include the catalogue's products.
import type { Language } from "../../../../shared/languages.ts";
import { pageId } from "./ids.ts";
import type { SeedPage } from "./types.ts";

export const CONTENT_SEARCH_URLS: Record<Language, string> = {
  fi: "/fi/sivustohaku",
  en: "/en/site-search",
  sv: "/sv/webbplatssok",
};

/** Slot 95 of each language's id range (ids.ts). */
const PAGES: { id: number; language: Language; name: string; description: string }[] = [
  { id: 1095, language: "fi", name: "Hae sivustolta", description: "Hae Kaarnan artikkeleita, sivuja ja tuotteita." },
  { id: 1195, language: "en", name: "Search the site", description: "Search Kaarna's articles, pages and products." },
  { id: 1295, language: "sv", name: "Sök på webbplatsen", description: "Sök bland Kaarnas artiklar, sidor och produkter." },
];

export const contentSearchPages: SeedPage[] = PAGES.map((page) => ({
  id: page.id,
  language: page.language,
  url: CONTENT_SEARCH_URLS[page.language],
  translationKey: "kaarna-content-search",
  parentId: pageId(page.language, "start"),
  sortOrder: 85,
  contentType: ["Page", "Search"],
  name: page.name,
  publishedAt: "2025-05-12T08:00:00.000Z",
  changedAt: "2025-05-12T08:00:00.000Z",
  fields: { includeProducts: true, pageMetadata: { metaDescription: page.description } },
}));
