// color-selector-block and size-selector-block (spec 001 §2 "variant selectors (colour, size) using
// query param code"): one attribute's choice among a product's variants. The chosen variant is the
// address's ?code (the first variant without one); picking a value replaces ?code in place, keeping
// the other attribute when a variant has both, and the page shows that variant (a CMS product page's
// header follows the same ?code).
import { useNavigate, useSearchParams } from "react-router";
import { shownVariation } from "../../shared/rules/shown-variation.ts";
import type { VariantItem, VariantSelectorBlockFields } from "../../shared/schemas/product-content.ts";
import { VariationAttributePicker } from "../components/product/VariationAttributePicker.tsx";
import type { BlockProps } from "./block-props.ts";

export function VariantSelectorBlock({ block }: BlockProps<VariantSelectorBlockFields>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = shownVariation(block.variants, searchParams.get("code"));
  if (!selected) return null;

  const select = (next: VariantItem) => {
    if (next.code === selected.code) return;
    const search = new URLSearchParams(searchParams);
    search.set("code", next.code);
    navigate({ search: `?${search}` }, { replace: true, preventScrollReset: true });
  };
  // BlockContainer's narrow width by its classes: its module would bring the block kit's chunk (the
  // heroes' rotation) into a product page's first load for one div.
  return (
    <div className="block-container block-container--narrow">
      <VariationAttributePicker
        attribute={block.attribute}
        variations={block.variants}
        selected={selected}
        onSelect={select}
        legend={block.title}
      />
    </div>
  );
}
