// The shopper's previous product searches in localStorage (STORAGE_KEYS.searchHistory), read after
// mount so the server and the first browser render agree.
import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../../shared/storage-keys.ts";
import { addToSearchHistory, parseSearchHistory } from "../../../shared/rules/search-history.ts";

function read(): string[] {
  try {
    return parseSearchHistory(localStorage.getItem(STORAGE_KEYS.searchHistory));
  } catch {
    return [];
  }
}

export function useSearchHistory(refreshKey?: unknown): { terms: string[]; remember: (term: string) => void } {
  const [terms, setTerms] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` re-reads storage (another tab may have searched).
  useEffect(() => setTerms(read()), [refreshKey]);
  const remember = useCallback((term: string) => {
    const next = addToSearchHistory(read(), term);
    setTerms(next);
    try {
      localStorage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(next));
    } catch {
      // Storage may be full or blocked; the search itself still goes ahead.
    }
  }, []);
  return { terms, remember };
}
