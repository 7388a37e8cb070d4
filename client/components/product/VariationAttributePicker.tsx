// One attribute's picker (spec 001 §2, §4): a radio group of the attribute's values, shown only when
// there is more than one; picking a value chooses the matching variation of the other attribute. The
// product page shows colour and size together; a CMS product page's variant selector blocks one each.
import { useEffect, useId, useRef } from "react";
import { useLingui } from "@lingui/react";
import {
  attributeValues,
  type ChoosableVariation,
  matchingVariation,
  type VariationAttribute,
} from "../../../shared/rules/shown-variation.ts";
import "./VariationAttributePicker.css";

export interface VariationAttributePickerProps<V extends ChoosableVariation> {
  attribute: VariationAttribute;
  variations: readonly V[];
  selected: V;
  onSelect: (variation: V) => void;
  /** The group's name; "Colour" or "Size" when the page gives none. */
  legend?: string | null;
}

export function VariationAttributePicker<V extends ChoosableVariation>({
  attribute,
  variations,
  selected,
  onSelect,
  legend,
}: VariationAttributePickerProps<V>) {
  const { i18n } = useLingui();
  const name = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const values = attributeValues(variations, attribute);
  // Once, as the picker goes live: a radio the shopper checked before is their choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's state can differ from the page
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked && checked.value !== selected[attribute])
      onSelect(matchingVariation(variations, selected, attribute, checked.value));
  }, []);
  if (values.length < 2) return null;
  return (
    <fieldset ref={fieldset} className="variation-picker">
      <legend className="variation-picker__legend">
        {legend || i18n._(attribute === "color" ? /*i18n*/ "product.color" : /*i18n*/ "product.size")}
      </legend>
      <div className="variation-picker__options">
        {values.map((value) => (
          <label key={value} className="variation-picker__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected[attribute] === value}
              onChange={() => onSelect(matchingVariation(variations, selected, attribute, value))}
            />
            <span>{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
