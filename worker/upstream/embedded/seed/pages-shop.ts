// The shop's CMS pages: the product search result page of each language (at the settings' searchPageUrl).
import { pageId } from "./ids.ts";
import type { SeedPage } from "./types.ts";

const SEARCH = [
  {
    id: 1007,
    language: "fi",
    url: "/fi/haku",
    name: "Haku",
    heading: "Tuotehaku",
    intro: "Etsi suklaata, konvehteja ja pastilleja.",
  },
  {
    id: 1107,
    language: "en",
    url: "/en/search",
    name: "Search",
    heading: "Product search",
    intro: "Find chocolate, filled chocolates and pastilles.",
  },
  {
    id: 1207,
    language: "sv",
    url: "/sv/sok",
    name: "Sök",
    heading: "Produktsök",
    intro: "Hitta choklad, praliner och pastiller.",
  },
] as const;

export const shopPages: SeedPage[] = SEARCH.map((page) => ({
  id: page.id,
  language: page.language,
  url: page.url,
  translationKey: "search",
  parentId: pageId(page.language, "start"),
  sortOrder: 80,
  contentType: ["Page", "SearchResult"],
  name: page.name,
  changedAt: "2025-05-12T08:00:00.000Z",
  fields: { heading: page.heading, mainIntro: page.intro, pageMetadata: { noIndex: true } },
}));
