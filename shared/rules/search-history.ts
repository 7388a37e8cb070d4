// The header search's previous terms (spec 000 §5, §9): lowercased and trimmed, no duplicates, the 10
// most recent first. Pure, so the browser's storage code only reads and writes the list.
export const SEARCH_HISTORY_LIMIT = 10;

/** Normalises a term the way it is stored and compared. */
export function historyTerm(term: string): string {
  return term.trim().toLowerCase();
}

/** The history after searching `term`: the term first, an older copy removed, at most 10 kept. */
export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const normalised = historyTerm(term);
  const rest = history.map(historyTerm).filter((item) => item && item !== normalised);
  return (normalised ? [normalised, ...rest] : rest)
    .filter((item, index, all) => all.indexOf(item) === index)
    .slice(0, SEARCH_HISTORY_LIMIT);
}

/** Reads a stored history defensively: anything that is not a list of strings counts as empty. */
export function parseSearchHistory(stored: string | null): string[] {
  try {
    const value: unknown = stored ? JSON.parse(stored) : [];
    if (!Array.isArray(value)) return [];
    const history: string[] = [];
    for (const item of value) {
      const normalised = typeof item === "string" ? historyTerm(item) : "";
      if (normalised && !history.includes(normalised) && history.length < SEARCH_HISTORY_LIMIT) history.push(normalised);
    }
    return history;
  } catch {
    return [];
  }
}

/**
 * The chips (previous and suggested terms) that follow what is being typed: with nothing typed all of
 * them, else those containing the typed text, the ones starting with it first.
 */
export function termsMatching(terms: readonly string[], typed: string): readonly string[] {
  const wanted = historyTerm(typed);
  if (!wanted) return terms;
  const matching = terms.filter((term) => historyTerm(term).includes(wanted));
  const starts = (term: string) => (historyTerm(term).startsWith(wanted) ? 0 : 1);
  return matching.sort((a, b) => starts(a) - starts(b));
}
