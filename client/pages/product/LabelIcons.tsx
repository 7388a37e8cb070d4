// Product label icons (spec 001 §3/§5): shown only for labels whose value is "1". The badges are our
// own simple drawings with our own texts, not reproductions of real certification marks.
import type { Product } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import "./LabelIcons.css";

/** Label code → caption key and a simple glyph (an SVG path in a 24×24 box). */
const LABELS: Record<string, { key: string; glyph: string }> = {
  GOODSFROMFINLANDBLUESWAN: {
    key: /*i18n*/ "product.label.goods-from-finland",
    glyph: "M5 15c3-1 5-4 6-8 1 3 3 5 6 5-2 2-5 4-9 4z",
  },
  FAZERKAAKAONVASTUULLISUUS: {
    key: /*i18n*/ "product.label.responsible-cocoa",
    glyph: "M12 4c4 2 5 6 4 10-1 3-3 5-4 6-1-1-3-3-4-6-1-4 0-8 4-10zM12 6v12",
  },
  CROSSEDGRAINSYMBOL: { key: /*i18n*/ "product.label.gluten-free", glyph: "M12 5v14M9 8l3 2 3-2M9 12l3 2 3-2M5 5l14 14" },
  HAMMASLÄÄKÄRILIITTOSUOSITTELEE: {
    key: /*i18n*/ "product.label.dental",
    glyph: "M7 5c2-1 3 0 5 0s3-1 5 0c2 2 1 6 0 8l-1 6h-2l-1-4h-2l-1 4H8l-1-6C6 11 5 7 7 5z",
  },
  FINNISHHEARTSYMBOL: { key: /*i18n*/ "product.label.heart", glyph: "M12 19s-7-4-7-9a4 4 0 0 1 7-2 4 4 0 0 1 7 2c0 5-7 9-7 9z" },
  MADEINFINLANDFLAGWITHKEY: { key: /*i18n*/ "product.label.made-in-finland", glyph: "M4 7h16v10H4zM9 7v10M4 12h16" },
  EUORGANICFARMING: { key: /*i18n*/ "product.label.organic", glyph: "M6 18c0-7 5-12 12-12 0 7-5 12-12 12zM6 18l7-7" },
  FAZERVEGAN: { key: /*i18n*/ "product.label.vegan", glyph: "M5 6l7 13 7-13M9 6c1 3 2 5 3 7" },
};

export function shownLabels(labels: Product["labels"]): string[] {
  return labels.filter((label) => label.value === "1" && LABELS[label.code]).map((label) => label.code);
}

export function LabelIcons({ labels }: { labels: Product["labels"] }) {
  const { i18n } = useLingui();
  const codes = shownLabels(labels);
  if (!codes.length) return null;
  return (
    <ul className="label-icons" aria-label={i18n._("product.section.labels")}>
      {codes
        .map((code) => LABELS[code])
        .filter((label) => !!label)
        .map(({ key, glyph }) => (
          <li key={key} className="label-icons__item">
            <svg className="label-icons__badge" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="var(--color-surface)" stroke="var(--color-brand)" strokeWidth="1.2" />
              <path
                d={glyph}
                fill="none"
                stroke="var(--color-brand)"
                strokeWidth="1.4"
                strokeLinecap="round"
                strokeLinejoin="round"
                transform="translate(2.4 2.4) scale(0.8)"
              />
            </svg>
            <span className="label-icons__text">{i18n._(key)}</span>
          </li>
        ))}
    </ul>
  );
}
