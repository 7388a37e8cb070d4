// The shapes of the catalogue seed: texts in every language, codes for everything translated by terms.
export type Texts = { fi: string; en: string; sv: string };

export interface SeedCategory {
  code: string;
  parent: string | null;
  sortOrder: number;
  /** The category's site path in each language; the menus link to these. */
  url: Texts;
  name: Texts;
  heading: Texts;
  description: Texts;
}

/** 1 contains / suitable, 2 may contain, 0 does not contain / not suitable. */
export type PropertyValue = "0" | "1" | "2";

/** Ingredients, nutrition per 100 g and the allergen, suitable-for and diet codes shared by a family. */
export interface SeedRecipe {
  /** The legal name of the food, used when a product has no nameOfTheFood of its own. */
  foodName: Texts;
  ingredients: Texts;
  /** Per 100 g: energyKj, energyKcal, fat, saturatedFat, carbohydrate, sugars, fibre, protein, salt. */
  nutrients: Record<string, number>;
  portionGrams: number;
  allergens: Record<string, PropertyValue>;
  suitableFor: Record<string, PropertyValue>;
  diets: Record<string, PropertyValue>;
}

export interface SeedVariation {
  code: string;
  /** A colour term code (wrapper colour), translated by the colour terms. */
  colour?: string;
  /** Shown as is, e.g. "100 g"; also the size facet (its code is the text without spaces). */
  size?: string;
  weightGrams: number;
  pieces?: number;
  price: number;
  discountedPrice?: number;
  /** The lowest price of the last 30 days, only with a discount. */
  previousPrice?: number;
  stock: number;
  image: string;
  /** The variation's own name, e.g. a custom tablet's flavour; otherwise built from name, size and colour. */
  name?: Texts;
  /** Overrides the product's recipe (the custom tablet's flavours). */
  recipe?: string;
  /** For package products: the products inside, with quantities. */
  includes?: { product: string; quantity: number }[];
}

export interface SeedProduct {
  code: string;
  category: string;
  brand: string;
  /** The product-type facet code (tablet, filled, pastille, liquorice, gift-box, personalised). */
  kind: string;
  productType?: "Default" | "Package" | "CustomTablet";
  publishedAt: string;
  slug: Texts;
  name: Texts;
  shortTitle?: Texts;
  nameOfTheFood?: Texts;
  description: Texts;
  /** The recipe family; packages have none (their items carry their own). */
  recipe?: string;
  /** Tag term codes, e.g. new, vegan, bestseller; labels come from the tag terms. */
  tags?: string[];
  /** Label codes that apply ("1"); every other LABEL_CODES entry is sent as "0". */
  labels: readonly string[];
  related?: string[];
  /** More pictures after each variation's own (public/images/products), shown in the product page's carousel. */
  gallery?: { url: string; alt: Texts }[];
  variations: SeedVariation[];
}

export interface CatalogueSeed {
  categories: SeedCategory[];
  brands: { code: string; name: string }[];
  recipes: Record<string, SeedRecipe>;
  products: SeedProduct[];
  terms: { kind: string; code: string; label: Texts }[];
}
