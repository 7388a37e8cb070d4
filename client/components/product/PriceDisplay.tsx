// A product's price as shoppers read it: the current price, the struck-through original when
// discounted, the pack size in pieces and, optionally, the price per kilo. Shared by cards and pages.
import type { PriceFields } from "./price-fields.ts";
import { useLingui } from "@lingui/react";
import "./PriceDisplay.css";

export interface PriceDisplayProps {
  price: PriceFields;
  pieces?: number | null;
  /** Adds the per-kilo line (struck through when discounted, the discounted per-kilo price beside it). */
  showPerKilo?: boolean;
  size?: "card" | "page";
  className?: string;
}

export function PriceDisplay({ price, pieces, showPerKilo = false, size = "card", className }: PriceDisplayProps) {
  const { i18n } = useLingui();
  const discounted = price.hasDiscountedPrice && price.discountedPriceString;
  return (
    <div className={["price-display", `price-display--${size}`, className].filter(Boolean).join(" ")}>
      <p className="price-display__main">
        {discounted ? (
          <>
            <span className="price-display__current price-display__current--discounted">
              <span className="visually-hidden">{i18n._("product.price.now")} </span>
              {price.discountedPriceString}
            </span>{" "}
            <s className="price-display__original">
              <span className="visually-hidden">{i18n._("product.price.was")} </span>
              {price.placedPriceString}
            </s>
          </>
        ) : (
          <span className="price-display__current">{price.placedPriceString}</span>
        )}
        {pieces ? <span className="price-display__pieces"> / {i18n._("product.pieces", { count: pieces })}</span> : null}
      </p>
      {showPerKilo && price.pricePerKiloString ? <PerKilo price={price} /> : null}
    </div>
  );
}

function PerKilo({ price }: { price: PriceFields }) {
  const { i18n } = useLingui();
  const discounted = price.hasDiscountedPrice && price.discountedPricePerKiloString;
  return (
    <p className="price-display__per-kilo">
      {discounted ? (
        <>
          <s>
            <span className="visually-hidden">{i18n._("product.price.was")} </span>
            {i18n._("product.price.per-kilo", { price: price.pricePerKiloString })}
          </s>{" "}
          <span className="price-display__per-kilo-discounted">
            <span className="visually-hidden">{i18n._("product.price.now")} </span>
            {i18n._("product.price.per-kilo", { price: price.discountedPricePerKiloString })}
          </span>
        </>
      ) : (
        i18n._("product.price.per-kilo", { price: price.pricePerKiloString })
      )}
    </p>
  );
}
