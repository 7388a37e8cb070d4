// The names the embedded CMS gives the content search's facet categories and kinds, per language.
import type { SearchKind } from "./search-documents.ts";

type Texts = Record<"fi" | "en" | "sv", string>;

/** Facet categories by id: 1 the kind of content, 2 the product type (for product hits). */
export const FACET_CATEGORIES = [
  { id: 1, key: "kind", order: 1, name: { fi: "Sisältötyyppi", en: "Content type", sv: "Innehållstyp" } },
  { id: 2, key: "product-type", order: 2, name: { fi: "Tuotetyyppi", en: "Product type", sv: "Produkttyp" } },
] as const satisfies readonly { id: number; key: string; order: number; name: Texts }[];

export const KIND_NAMES: Record<SearchKind, Texts> = {
  article: { fi: "Artikkelit", en: "Articles", sv: "Artiklar" },
  recipe: { fi: "Reseptit", en: "Recipes", sv: "Recept" },
  "press-release": { fi: "Tiedotteet", en: "Press releases", sv: "Pressmeddelanden" },
  location: { fi: "Myymälät ja kahvilat", en: "Shops and cafés", sv: "Butiker och kaféer" },
  product: { fi: "Tuotteet", en: "Products", sv: "Produkter" },
  page: { fi: "Sivut", en: "Pages", sv: "Sidor" },
};

/** A hit's topic line when its content names none: the kind in the singular. */
export const KIND_TOPICS: Record<SearchKind, Texts> = {
  article: { fi: "Artikkeli", en: "Article", sv: "Artikel" },
  recipe: { fi: "Resepti", en: "Recipe", sv: "Recept" },
  "press-release": { fi: "Tiedote", en: "Press release", sv: "Pressmeddelande" },
  location: { fi: "Myymälä", en: "Location", sv: "Butik" },
  product: { fi: "Tuote", en: "Product", sv: "Produkt" },
  page: { fi: "Sivu", en: "Page", sv: "Sida" },
};

export const textIn = (texts: Texts, language: string) => texts[language as keyof Texts] ?? texts.fi;
