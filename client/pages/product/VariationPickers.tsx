// Colour and size pickers of the product page (spec 001 §2/§4): each shown only when the product has
// more than one value; picking a value chooses the matching variation of the other attribute. They
// are native radios, so a tap checks one at once, even before the page's code has arrived; a choice
// made then is taken up as the picker goes live (VariationAttributePicker).
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { VariationAttributePicker } from "../../components/product/VariationAttributePicker.tsx";

export interface VariationPickersProps {
  product: Product;
  variation: Variation;
  onSelect: (variation: Variation) => void;
}

export function VariationPickers({ product, variation, onSelect }: VariationPickersProps) {
  return (
    <div className="variation-pickers">
      <VariationAttributePicker attribute="color" variations={product.variations} selected={variation} onSelect={onSelect} />
      <VariationAttributePicker attribute="size" variations={product.variations} selected={variation} onSelect={onSelect} />
    </div>
  );
}
