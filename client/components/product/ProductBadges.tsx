// A product's tags (variant → label, spec 001 §3) as badges; the variant picks the badge colour.
import "./ProductBadges.css";

const KNOWN_VARIANTS = new Set(["new", "sale", "discount", "limited", "vegan", "popular", "gift"]);

export function ProductBadges({ tags, className }: { tags: Record<string, string>; className?: string }) {
  const entries = Object.entries(tags).filter(([, label]) => label);
  if (!entries.length) return null;
  return (
    <ul className={["product-badges", className].filter(Boolean).join(" ")}>
      {entries.map(([variant, label]) => (
        <li key={variant} className={`product-badge product-badge--${KNOWN_VARIANTS.has(variant) ? variant : "default"}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}
