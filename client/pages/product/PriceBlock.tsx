// The product page's price block (spec 001 §2): per-kilo price, placed/discounted price with the
// pack size, the 'last price' line with its explanation, and the stock indicator.
import type { Variation } from "../../../shared/schemas/catalogue.ts";
import { PriceDisplay } from "../../components/product/PriceDisplay.tsx";
import { useLingui } from "@lingui/react";
import { LazyInfoTooltip } from "./product-parts.tsx";
import { StockIndicator } from "./StockIndicator.tsx";

export function PriceBlock({ variation }: { variation: Variation }) {
  const { i18n } = useLingui();
  return (
    <section className="product-price" aria-label={i18n._("product.price.label")}>
      <PriceDisplay price={variation} pieces={variation.pieces} showPerKilo size="page" />
      {variation.previousPrice ? (
        // A <div>, not a <p>: the tooltip is a part, whose wrapper is a <div>.
        <div className="product-price__previous">
          {i18n._("product.price.previous", { price: variation.previousPrice.priceIncludingTaxString })}
          <LazyInfoTooltip label={i18n._("product.price.previous-info")} text={i18n._("product.price.previous-tooltip")} />
        </div>
      ) : null}
      <StockIndicator inStock={variation.inStock} quantity={variation.inStockQuantity} />
    </section>
  );
}
