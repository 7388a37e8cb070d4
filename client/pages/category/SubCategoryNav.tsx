// Links to a category's sub-categories (spec 001 §2), as a row of pills.
import type { Category } from "../../../shared/schemas/catalogue.ts";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";

export function SubCategoryNav({ items }: { items: Category["subCategories"] }) {
  const { i18n } = useLingui();
  if (!items.length) return null;
  return (
    <nav className="category-page__subcategories" aria-label={i18n._("listing.subcategories")}>
      <ul>
        {items.map((item) => (
          <li key={item.code}>
            <Link href={item.url}>{item.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
