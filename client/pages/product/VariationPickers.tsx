// Colour and size pickers (spec 001 §2/§4): each shown only when the product has more than one value;
// picking a value chooses the matching variation of the other attribute. They are native radios, so a
// tap checks one at once, even before the page's code has arrived; a choice made then is taken up as
// the picker goes live.
import { useEffect, useId, useRef } from "react";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import { attributeValues, matchingVariation, type VariationAttribute } from "./product-meta.ts";

export interface VariationPickersProps {
  product: Product;
  variation: Variation;
  onSelect: (variation: Variation) => void;
}

export function VariationPickers({ product, variation, onSelect }: VariationPickersProps) {
  return (
    <div className="variation-pickers">
      <AttributePicker attribute="color" product={product} variation={variation} onSelect={onSelect} />
      <AttributePicker attribute="size" product={product} variation={variation} onSelect={onSelect} />
    </div>
  );
}

function AttributePicker({ attribute, product, variation, onSelect }: VariationPickersProps & { attribute: VariationAttribute }) {
  const { i18n } = useLingui();
  const name = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const values = attributeValues(product, attribute);
  // Once, as the picker goes live: a radio the shopper checked before is their choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's state can differ from the page
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked && checked.value !== variation[attribute])
      onSelect(matchingVariation(product, variation, attribute, checked.value));
  }, []);
  if (values.length < 2) return null;
  return (
    <fieldset ref={fieldset} className="variation-picker">
      <legend className="variation-picker__legend">
        {i18n._(attribute === "color" ? /*i18n*/ "product.color" : /*i18n*/ "product.size")}
      </legend>
      <div className="variation-picker__options">
        {values.map((value) => (
          <label key={value} className="variation-picker__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={variation[attribute] === value}
              onChange={() => onSelect(matchingVariation(product, variation, attribute, value))}
            />
            <span>{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
