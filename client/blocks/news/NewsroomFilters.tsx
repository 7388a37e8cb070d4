// The newsroom's filters (spec 001 §4): any number of categories (checkboxes) and one year (a select
// with 'all years'). Every change applies at once; the list then starts again from its first page.
import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { CategoriesAndYears } from "../../../shared/schemas/press-releases.ts";
import type { FeedFilters } from "./news-queries.ts";

export function NewsroomFilters({
  choices,
  filters,
  onChange,
}: {
  choices: CategoriesAndYears;
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
}) {
  const { i18n } = useLingui();
  const yearId = useId();
  const toggle = (code: string, checked: boolean) =>
    onChange({
      ...filters,
      categories: checked ? [...filters.categories, code] : filters.categories.filter((chosen) => chosen !== code),
    });
  return (
    <fieldset className="newsroom-filters">
      <legend className="visually-hidden">{i18n._("news.filters.label")}</legend>
      {choices.categories.length ? (
        <fieldset className="newsroom-filters__categories">
          <legend className="newsroom-filters__legend">{i18n._("news.filters.categories")}</legend>
          {choices.categories.map((category) => (
            <label key={category.code} className="newsroom-filters__category">
              <input
                type="checkbox"
                name="categories"
                value={category.code}
                checked={filters.categories.includes(category.code)}
                onChange={(event) => toggle(category.code, event.currentTarget.checked)}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {choices.years.length ? (
        <div className="newsroom-filters__year">
          <label htmlFor={yearId} className="newsroom-filters__legend">
            {i18n._("news.filters.year")}
          </label>
          <select
            id={yearId}
            className="picker-button"
            value={filters.year ?? ""}
            onChange={(event) =>
              onChange({ ...filters, year: event.currentTarget.value ? Number(event.currentTarget.value) : null })
            }
          >
            <option value="">{i18n._("news.filters.all-years")}</option>
            {choices.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
