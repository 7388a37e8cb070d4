// Quantity and add-to-cart for the selected variation: quantity from 1 up to the stock, both
// disabled when the variation cannot be bought.
import { useEffect, useState } from "react";
import type { Variation } from "../../../shared/schemas/catalogue.ts";
import { AddToCartButton } from "../../components/product/AddToCartButton.tsx";
import { QuantityStepper } from "../../components/product/QuantityStepper.tsx";
import { useAddToCart } from "../../shop/cart/useAddToCart.ts";

export function AddToCartForm({ variation, displayName }: { variation: Variation; displayName: string }) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const buyable = variation.isBuyable && variation.inStockQuantity > 0;
  // A new variation starts again from one piece (its stock limit may be lower).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the variation changes.
  useEffect(() => setQuantity(1), [variation.code]);
  return (
    <div className="product-add-to-cart">
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={Math.max(1, variation.inStockQuantity)}
        disabled={!buyable}
      />
      <AddToCartButton
        loading={addToCart.isPending}
        onPrepare={addToCart.prepare}
        disabled={!buyable}
        onAdd={() => addToCart.mutate({ code: variation.code, quantity, displayName })}
      />
    </div>
  );
}
