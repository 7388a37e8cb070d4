// The shape of a demo recipe as the seed writes it: every text in fi, en and sv.
import type { Texts } from "../../catalogue/seed/types.ts";

export interface SeedRecipePage {
  /** Stable name: the translation key and the picture's file (public/images/recipes/{key}.svg). */
  key: string;
  slug: Texts;
  name: Texts;
  intro: Texts;
  imageAlt: Texts;
  /** The test kitchen (linked to the story page) or a named cook without a page. */
  author: "kitchen" | string;
  publishedAt: string;
  /** ISO 8601 durations. */
  preparationTime: string;
  cookTime?: string;
  cuisine: Texts;
  portions: Texts;
  /** Category keys (recipe-categories.ts): the first is the one a search result shows. */
  categories: string[];
  allergens: string[];
  /** Catalogue product codes. */
  products: string[];
  ingredients: Texts[];
  steps: Texts[];
  quote?: { text: Texts; name: string };
  hideShareLinks?: boolean;
}
