// A keyword search form (the search block's, the recipe search's): a real GET form with a labelled
// box named q, and the categories searched in as a hidden comma list, so it works before the page is
// interactive; once it is, the submit is the caller's (a client-side navigation).
import { type FormEvent, useEffect, useId, useRef } from "react";
import "../ButtonLink.css";
import "./SearchForm.css";

export interface SearchFormProps {
  /** Where the browser's own submit goes (before hydration, or without script). */
  action: string;
  label: string;
  submitLabel: string;
  placeholder?: string | null;
  categoryIds?: readonly number[];
  /** The words searched for; the box follows when they change (back and forward) unless it is being typed in. */
  defaultValue?: string;
  onSearch: (term: string) => void;
}

export function SearchForm({
  action,
  label,
  submitLabel,
  placeholder,
  categoryIds = [],
  defaultValue,
  onSearch,
}: SearchFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (defaultValue !== undefined && input.current && document.activeElement !== input.current)
      input.current.value = defaultValue;
  }, [defaultValue]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get("q") ?? ""));
  };
  return (
    <form action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className="search-form__label">
        {label}
      </label>
      <div className="search-form__row">
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          className="search-form__input"
          placeholder={placeholder ?? undefined}
          defaultValue={defaultValue}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
        />
        {categoryIds.length > 0 ? <input type="hidden" name="categoryIds" value={categoryIds.join(",")} /> : null}
        <button type="submit" className="button-link button-link--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
