// A titled row of search terms as buttons (previous searches, suggested terms).
import { useId } from "react";

export function TermChips({ title, terms, onPick }: { title: string; terms: readonly string[]; onPick: (term: string) => void }) {
  const id = useId();
  if (!terms.length) return null;
  return (
    <div className="product-search__chips">
      <p id={id} className="product-search__chips-title">
        {title}
      </p>
      <ul aria-labelledby={id}>
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className="product-search__chip" onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
