// The finder's search form (spec 001 §2 "Location finder block"): words and a city dropdown whose
// options are the cities of the chosen categories (the city options call). A GET form, so without
// script it still reaches the same address; with it, words search on Enter or the button and a city
// applies as soon as it is chosen.
import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { LOCATION_QUERY_MAX_CHARS } from "../../../shared/location-options.ts";
import type { FinderState } from "../../../shared/rules/location-finder-query.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { locationQueries } from "./location-queries.ts";

export interface FinderFormProps {
  state: FinderState;
  language: string;
  placeholder: string | null;
  onSearch: (q: string, city: string) => void;
}

/** The city options, with the address's own city kept even before (or without) the options arriving. */
function cityChoices(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

export function FinderForm({ state, language, placeholder, onSearch }: FinderFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { fetchApi } = useStorefront();
  const hydrated = useHydrated();
  const cities = useQuery({
    ...locationQueries.cities(fetchApi, state.categoryIds, language),
    enabled: hydrated,
    placeholderData: keepPreviousData,
  });
  // What the controls show follows the address (back, forward, a shared link) and the shopper's typing.
  const [q, setQ] = useState(state.q);
  const [city, setCity] = useState(state.city);
  useEffect(() => setQ(state.q), [state.q]);
  useEffect(() => setCity(state.city), [state.city]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(q, city);
  };

  return (
    <form className="location-finder__form" method="get" onSubmit={onSubmit}>
      <div className="location-finder__field location-finder__field--words">
        <label htmlFor={`${id}-q`}>{i18n._("locations.finder.words")}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={placeholder ?? undefined}
          maxLength={LOCATION_QUERY_MAX_CHARS}
          enterKeyHint="search"
          autoComplete="off"
        />
      </div>
      <div className="location-finder__field">
        <label htmlFor={`${id}-city`}>{i18n._("locations.finder.city")}</label>
        <select
          id={`${id}-city`}
          name="city"
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            onSearch(q, event.target.value);
          }}
        >
          <option value="">{i18n._("locations.finder.all-cities")}</option>
          {cityChoices(cities.data ?? [], state.city).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-link button-link--primary location-finder__submit">
        {i18n._("locations.finder.submit")}
      </button>
    </form>
  );
}
