// The product-view event of a product page (spec 001 §2): one view_item per product and variation
// shown, for the standard and package layouts and the custom tablet designer alike.
import { useEffect } from "react";
import type { Product, Variation } from "../../shared/schemas/catalogue.ts";
import { sendShopEvent } from "./send-shop-event.ts";

export function useTrackViewItem(product: Product, variation: Variation | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view_item per product and variation shown.
  useEffect(() => {
    if (variation) sendShopEvent((events) => events.trackViewItem(product, variation));
  }, [product.code, variation?.code]);
}
