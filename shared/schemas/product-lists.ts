// Product cards chosen by an editor: the product lists block, the products page that
// hosts such blocks, and the product container, a page above the products it holds.
import * as v from "valibot";
import { ProductCardSchema } from "./catalogue.ts";
import { nullableHtml } from "./html.ts";

/** Most cards one product list shows (two rows of a wide grid, three of a narrow one). */
export const MAX_LISTED_PRODUCTS = 24;

const Text = v.nullish(v.string(), null);
const ProductCode = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,40}$/));
const Cards = v.optional(v.pipe(v.array(ProductCardSchema), v.maxLength(MAX_LISTED_PRODUCTS)), []);

/**
 * product-lists-block: the products named by code (in the editor's order), else the products of a
 * category (in its standard order), at most maxCount; `products` are the cards the content service
 * resolved in the page's language and the shopper's market; `categoryUrl` and `categoryName` name the
 * category's page for a 'see all' link.
 */
export const ProductListsBlockSchema = v.object({
  title: Text,
  headingLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
  productCodes: v.optional(v.array(ProductCode), []),
  categoryCode: v.nullish(ProductCode, null),
  maxCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LISTED_PRODUCTS)), 8),
  products: Cards,
  categoryUrl: Text,
  categoryName: Text,
});
export type ProductListsBlockFields = v.InferOutput<typeof ProductListsBlockSchema>;

/** products-page: a heading and an editor's description over the main content area (its product lists). */
export const ProductsPageFieldsSchema = v.object({
  heading: Text,
  description: nullableHtml(),
});
export type ProductsPageFields = v.InferOutput<typeof ProductsPageFieldsSchema>;

/** product-container: the products it holds (codes, and their cards as resolved), a heading and a description. */
export const ProductContainerPageFieldsSchema = v.object({
  heading: Text,
  description: nullableHtml(),
  productCodes: v.optional(v.array(ProductCode), []),
  products: v.optional(v.array(ProductCardSchema), []),
});
export type ProductContainerPageFields = v.InferOutput<typeof ProductContainerPageFieldsSchema>;
