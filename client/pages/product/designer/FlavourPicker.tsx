// The flavour choice: the product's CustomTablet variations as radio cards (image 152 px wide, name,
// price). The transparent radio covers its card, so a click anywhere on the card is a click on the
// radio. A card that cannot be bought stays choosable but says so; add-to-cart then stays disabled.
import { imageSources } from "../../../components/image-sources.ts";
import { useId } from "react";
import type { Variation } from "../../../../shared/schemas/catalogue.ts";
import { FieldMessage } from "../../../components/form/Field.tsx";
import type { FieldError } from "../../../components/form/form-issues.ts";
import { PriceDisplay } from "../../../components/product/PriceDisplay.tsx";
import { useLingui } from "@lingui/react";
import "./FlavourPicker.css";

const FLAVOUR_IMAGE_WIDTH = 152;

export interface FlavourPickerProps {
  flavours: readonly Variation[];
  value: string;
  error: FieldError | null;
  onChange: (code: string) => void;
}

export function FlavourPicker({ flavours, value, error, onChange }: FlavourPickerProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  const legend = i18n._("tablet.flavour.legend");
  return (
    <fieldset className="flavour-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="flavour-picker__legend">{legend}</legend>
      <div className="flavour-picker__cards">
        {flavours.map((flavour) => {
          const image = flavour.assets[0];
          return (
            <label key={flavour.code} className="flavour-picker__card">
              <input
                type="radio"
                name="flavour"
                className="flavour-picker__input"
                value={flavour.code}
                checked={flavour.code === value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(flavour.code)}
              />
              {image ? (
                <img
                  className="flavour-picker__image"
                  {...imageSources(image.url, FLAVOUR_IMAGE_WIDTH, image.width)}
                  alt=""
                  width={FLAVOUR_IMAGE_WIDTH}
                  height={
                    image.width && image.height ? Math.round((FLAVOUR_IMAGE_WIDTH * image.height) / image.width) : undefined
                  }
                  loading="lazy"
                />
              ) : null}
              <span className="flavour-picker__name">{flavour.name}</span>
              <PriceDisplay price={flavour} className="flavour-picker__price" />
              {flavour.isBuyable ? null : (
                <span className="flavour-picker__unavailable">{i18n._("tablet.flavour.unavailable")}</span>
              )}
            </label>
          );
        })}
      </div>
      {error ? <FieldMessage id={errorId} label={legend} error={error} /> : null}
    </fieldset>
  );
}
