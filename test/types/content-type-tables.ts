// A compile-time test, checked by tsc in npm test: a table keyed by the content-type catalogue must
// name every type and no other, as the module registries, block schemas, page-field schemas and page
// data tables do (each is declared `satisfies PerPageType<…>` or `PerBlockType<…>`).
import type { PerBlockType, PerPageType } from "../../shared/content-types.ts";

// @ts-expect-error a block table without every block type does not compile
const missingBlock: PerBlockType<string> = { "hero-block": "HeroBlock" };

const misspeltPage = {
  start: 1,
  landing: 1,
  article: 1,
  "d2c-article": 1,
  "http-error": 1,
  product: 1,
  "custom-tablet": 1,
  category: 1,
  "search-result": 1,
  checkout: 1,
  "order-confirmation": 1,
  cart: 1,
  // @ts-expect-error a page type the catalogue does not name does not compile
  "recipe-book": 1,
} satisfies PerPageType<number>;

void [missingBlock, misspeltPage];
