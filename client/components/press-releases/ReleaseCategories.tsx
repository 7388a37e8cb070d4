// The categories a press release is filed under, as a labelled list of tags.
import { useLingui } from "@lingui/react";
import type { ReleaseCategory } from "../../../shared/schemas/press-releases.ts";
import "./ReleaseCategories.css";

export function ReleaseCategories({ categories }: { categories: ReleaseCategory[] }) {
  const { i18n } = useLingui();
  if (!categories.length) return null;
  return (
    <ul className="release-categories" aria-label={i18n._("news.categories")}>
      {categories.map((category) => (
        <li key={category.code} className="release-categories__item">
          {category.name}
        </li>
      ))}
    </ul>
  );
}
