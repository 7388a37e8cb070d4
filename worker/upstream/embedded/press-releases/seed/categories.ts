// The demo feed and its categories, named in each language, in the newsroom filter's order.
import type { Language } from "../../../../../shared/languages.ts";
import type { CategoryCode } from "./types.ts";

/** The one feed of the demo: Kaarna's newsroom. */
export const DEMO_FEED_ID = "kaarna-newsroom";

export const CATEGORIES: { code: CategoryCode; name: Record<Language, string> }[] = [
  { code: "company", name: { fi: "Yritysuutiset", en: "Company news", sv: "Företagsnyheter" } },
  { code: "products", name: { fi: "Tuotteet", en: "Products", sv: "Produkter" } },
  { code: "responsibility", name: { fi: "Vastuullisuus", en: "Responsibility", sv: "Ansvar" } },
  { code: "events", name: { fi: "Tapahtumat", en: "Events", sv: "Evenemang" } },
];
