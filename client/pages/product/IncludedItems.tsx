// A package's included items (spec 001 §2): rows with a quantity badge and the entry's name; each row
// opens its own side panel (badge, description, ingredients, nutrients); several can be open at once.
import { useState } from "react";
import type { Variation } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import { hasNutrition, NutritionTable } from "./NutritionTable.tsx";
import { SidePanel } from "./LazySidePanel.tsx";
import "./IncludedItems.css";

type IncludedItem = Variation["includedItems"][number];

/** A variation's included items: another variation starts with every panel closed. */
export function VariationIncludedItems({ variationCode, items }: { variationCode: string; items: IncludedItem[] }) {
  return <IncludedItems key={variationCode} items={items} />;
}

function IncludedItems({ items }: { items: IncludedItem[] }) {
  const { i18n } = useLingui();
  const [openCodes, setOpenCodes] = useState<string[]>([]);
  if (!items.length) return null;
  const openPanel = (code: string) => setOpenCodes((codes) => (codes.includes(code) ? codes : [...codes, code]));
  const close = (code: string) => setOpenCodes((codes) => codes.filter((open) => open !== code));
  return (
    <section className="included-items" aria-labelledby="included-items-heading">
      <h2 id="included-items-heading">{i18n._("product.included.heading")}</h2>
      <ul className="included-items__list">
        {items.map((item) => (
          <li key={item.packageEntry.code}>
            <button
              type="button"
              className="included-items__row"
              aria-haspopup="dialog"
              aria-expanded={openCodes.includes(item.packageEntry.code)}
              onClick={() => openPanel(item.packageEntry.code)}
            >
              <QuantityBadge quantity={item.quantity} />
              <span className="included-items__name">{item.packageEntry.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      {openCodes.map((code, stackIndex) => {
        const item = items.find((entry) => entry.packageEntry.code === code);
        if (!item) return null;
        return (
          <SidePanel
            key={code}
            modal={false}
            stackIndex={stackIndex}
            title={item.packageEntry.displayName}
            onClose={() => close(code)}
          >
            <IncludedItemDetails item={item} />
          </SidePanel>
        );
      })}
    </section>
  );
}

function QuantityBadge({ quantity }: { quantity: number }) {
  const { i18n } = useLingui();
  return <span className="included-items__badge">{i18n._("product.pieces", { count: quantity })}</span>;
}

function IncludedItemDetails({ item }: { item: IncludedItem }) {
  const { i18n } = useLingui();
  const entry = item.packageEntry;
  return (
    <div className="included-items__details">
      <QuantityBadge quantity={item.quantity} />
      {entry.description ? <p>{entry.description}</p> : null}
      {entry.ingredients ? (
        <>
          <h3>{i18n._("product.section.ingredients")}</h3>
          <p>{entry.ingredients}</p>
        </>
      ) : null}
      {hasNutrition(entry) ? (
        <>
          <h3>{i18n._("product.section.nutrition")}</h3>
          <NutritionTable nutrition={entry} />
        </>
      ) : null}
    </div>
  );
}
