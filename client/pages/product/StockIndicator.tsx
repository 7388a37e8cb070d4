// Stock state of the selected variation (spec 001 §4): out of stock, low stock (1–20, with the
// count) or in stock.
import { useLingui } from "@lingui/react";

/** Spec 001 §9: low stock is 1 to 20 units. */
const LOW_STOCK_MAX = 20;

export function stockLevel(inStock: boolean, quantity: number): "out" | "low" | "in" {
  if (!inStock || quantity <= 0) return "out";
  return quantity <= LOW_STOCK_MAX ? "low" : "in";
}

export function StockIndicator({ inStock, quantity }: { inStock: boolean; quantity: number }) {
  const { i18n } = useLingui();
  const level = stockLevel(inStock, quantity);
  const text =
    level === "out"
      ? i18n._("product.stock.out")
      : level === "low"
        ? i18n._("product.stock.low", { count: quantity })
        : i18n._("product.stock.in");
  return (
    <p className={`product-stock product-stock--${level}`}>
      <span className="product-stock__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
