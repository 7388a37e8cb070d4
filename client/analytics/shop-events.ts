// Shop events in the data layer (spec 000 §9 "Analytics event mapping"): view_item_list, select_item,
// view_item, add_to_cart and related_product_click, with the spec's item fields (up to five category
// levels, the market's currency).
import { STORAGE_KEYS } from "../../shared/storage-keys.ts";
import type { ProductCard, Product, Variation } from "../../shared/schemas/catalogue.ts";
import type { Cart, LineItem } from "../../shared/schemas/cart.ts";
import { currentShopCurrency, pushEvent } from "./data-layer.ts";

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price: number;
  discount?: number;
  currency: string;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  [category: `item_category${string}`]: string | undefined;
}

function categoryFields(categories: readonly string[]) {
  return Object.fromEntries(categories.slice(0, 5).map((name, i) => [i === 0 ? "item_category" : `item_category${i + 1}`, name]));
}

function priced(placed: number, discounted: number | null | undefined) {
  const price = discounted ?? placed;
  return { price, ...(discounted != null && discounted < placed ? { discount: Number((placed - discounted).toFixed(2)) } : {}) };
}

export function cardItem(card: ProductCard, index?: number, list?: { id: string; name: string }): AnalyticsItem {
  return {
    item_id: card.firstVariationCode,
    item_name: card.displayName,
    item_brand: card.brands.join(", ") || undefined,
    ...categoryFields(card.categories),
    ...priced(card.placedPrice, card.discountedPrice),
    currency: currentShopCurrency(),
    quantity: 1,
    ...(index !== undefined ? { index } : {}),
    ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
  };
}

export function variationItem(product: Product, variation: Variation, quantity = 1): AnalyticsItem {
  return {
    item_id: variation.code,
    item_name: product.displayName,
    item_brand: variation.brands.map((brand) => brand.value).join(", ") || undefined,
    ...categoryFields(product.categories),
    ...priced(variation.placedPrice, variation.discountedPrice),
    currency: currentShopCurrency(),
    quantity,
  };
}

/** What a cart line and an order line both carry for analytics. */
export type AnalyticsLine = Pick<
  LineItem,
  "code" | "displayName" | "brands" | "categories" | "placedPrice" | "extendedPrice" | "quantity"
>;

/** A cart or order line: the unit price the shopper pays and, when lower than the list price, the discount. */
export function lineItem(line: AnalyticsLine, quantity = line.quantity, currency = currentShopCurrency()): AnalyticsItem {
  const paidUnit = line.quantity > 0 ? Number((line.extendedPrice / line.quantity).toFixed(2)) : line.placedPrice;
  return {
    item_id: line.code,
    item_name: line.displayName,
    item_brand: line.brands.join(", ") || undefined,
    ...categoryFields(line.categories),
    ...priced(line.placedPrice, paidUnit),
    currency,
    quantity,
  };
}

type Position = { listId: string; listName: string; index: number };

function readPositions(): Record<string, Position> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.productPositions) ?? "{}");
  } catch {
    return {};
  }
}

export function trackViewItemList(cards: readonly ProductCard[], list: { id: string; name: string }, offset = 0) {
  if (!cards.length) return;
  pushEvent({
    event: "view_item_list",
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: cards.map((card, i) => cardItem(card, offset + i, list)),
    },
  });
}

/** Records where the shopper picked a product from (productPositions), then sends select_item. */
export function trackSelectItem(card: ProductCard, index: number, list: { id: string; name: string }) {
  const positions = readPositions();
  positions[card.code] = { listId: list.id, listName: list.name, index };
  localStorage.setItem(STORAGE_KEYS.productPositions, JSON.stringify(positions));
  pushEvent({
    event: "select_item",
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [cardItem(card, index, list)] },
  });
}

/** A product picked from a product page's related products; select_item is sent too. */
export function trackRelatedProductClick(card: ProductCard, index: number, list: { id: string; name: string }) {
  pushEvent({
    event: "related_product_click",
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [cardItem(card, index, list)] },
  });
}

export function trackViewItem(product: Product, variation: Variation) {
  const position = readPositions()[product.code];
  const item = {
    ...variationItem(product, variation),
    ...(position ? { index: position.index, item_list_id: position.listId, item_list_name: position.listName } : {}),
  };
  pushEvent({ event: "view_item", ecommerce: { currency: currentShopCurrency(), value: item.price, items: [item] } });
}

/** add_to_cart with the affected item, else the cart's last line item. */
export function trackAddToCart(cart: Cart, code: string, quantity: number) {
  const line = cart.allLineItems.findLast((item) => item.code === code) ?? cart.allLineItems.at(-1);
  if (!line) return;
  const item = lineItem(line, quantity);
  pushEvent({
    event: "add_to_cart",
    ecommerce: { currency: currentShopCurrency(), value: Number((item.price * quantity).toFixed(2)), items: [item] },
  });
}
