// What the embedded CMS adds to a page model at read time, as the real one does: a
// shortcuts block's first page of items and its query options, a product lists block's cards, a
// product container's products, a recipe's related products, a CMS product page's
// product and a variant selector's variants, priced in the market the worker names.
import type { Market } from "../../../../shared/markets.ts";
import { MAX_LISTED_PRODUCTS } from "../../../../shared/schemas/product-lists.ts";
import { contentProduct, productVariants } from "../catalogue/content-products.ts";
import { CONTENT_DEPTH } from "./content-tree.ts";
import { cardsByCode, type CardScope, categoryCards } from "../product-lists/product-cards.ts";
import { ITEMS_AREA, PAGE_SIZE, pageSizeOf, shortcutOf, shortcutPage } from "../shortcuts/shortcut-pages.ts";

type Node = Record<string, unknown>;
type Resolve = (db: D1Database, node: Node, scope: CardScope) => Promise<Node>;

const isNode = (value: unknown): value is Node => Boolean(value && typeof value === "object" && !Array.isArray(value));
const typeOf = (node: Node) => (Array.isArray(node.contentType) ? String(node.contentType.at(-1) ?? "") : "");
const codesOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === "string") : [];

/** The items (expanded shortcut item blocks) become the first page and where the next one starts. */
const shortcutsBlock: Resolve = async (_db, node) => {
  const { [ITEMS_AREA]: area, [PAGE_SIZE]: _size, ...fields } = node;
  const items = (Array.isArray(area) ? area : []).flatMap((item) => {
    const id = isNode(item) && isNode(item.contentLink) ? Number(item.contentLink.id) : Number.NaN;
    const shortcut = isNode(item) && Number.isInteger(id) ? shortcutOf(id, item) : null;
    return shortcut ? [shortcut] : [];
  });
  const page = shortcutPage(items, pageSizeOf(node), 0, null);
  return { ...fields, shortcutBlocks: page.shortcutItems, queryOptions: page.queryOptions };
};

const productListsBlock: Resolve = async (db, node, scope) => {
  const limit = Math.min(typeof node.maxCount === "number" ? node.maxCount : 8, MAX_LISTED_PRODUCTS);
  const codes = codesOf(node.productCodes);
  if (codes.length) return { ...node, products: (await cardsByCode(db, codes, scope)).slice(0, limit) };
  const found = typeof node.categoryCode === "string" ? await categoryCards(db, node.categoryCode, scope) : null;
  if (!found) return { ...node, products: [] };
  return { ...node, products: found.cards.slice(0, limit), categoryUrl: found.category.url, categoryName: found.category.name };
};

/** A colour or size selector: its product's variants, each with its code, name, colour and size. */
const variantSelectorBlock: Resolve = async (db, node, scope) => ({
  ...node,
  variants: typeof node.productCode === "string" ? await productVariants(db, node.productCode, scope) : [],
});

const RESOLVERS: Record<string, Resolve> = {
  ShortcutsBlock: shortcutsBlock,
  ProductListsBlock: productListsBlock,
  ColorSelectorBlock: variantSelectorBlock,
  SizeSelectorBlock: variantSelectorBlock,
};

async function resolve(db: D1Database, value: unknown, scope: CardScope, depth: number): Promise<unknown> {
  if (depth > CONTENT_DEPTH || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(db, item, scope, depth + 1)));
  const entries = await Promise.all(
    Object.entries(value).map(
      async ([key, child]) =>
        [key, key === "navigation" || key === "footer" ? child : await resolve(db, child, scope, depth + 1)] as const,
    ),
  );
  const node = Object.fromEntries(entries) as Node;
  const resolver = RESOLVERS[typeOf(node)];
  return resolver ? resolver(db, node, scope) : node;
}

/** The page types whose own field of product codes becomes a field of the products' cards. */
const PAGE_CARDS: Record<string, { codes: string; cards: string }> = {
  ProductContainer: { codes: "productCodes", cards: "products" },
  Recipe: { codes: "relatedProducts", cards: "relatedProducts" },
};

/** A page model of a language with its blocks' data filled in, and its own products' cards. */
export async function withBlockData(db: D1Database, model: Node, scope: { language: string; market: Market }): Promise<Node> {
  const resolved = (await resolve(db, model, scope, 0)) as Node;
  const cards = PAGE_CARDS[typeOf(model)];
  if (cards) resolved[cards.cards] = await cardsByCode(db, codesOf(model[cards.codes]), scope);
  if (typeOf(model) === "ProductPage" && typeof model.productCode === "string") {
    resolved.product = await contentProduct(db, model.productCode, scope);
  }
  return resolved;
}
