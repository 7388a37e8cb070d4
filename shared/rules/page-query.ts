// The catch-all route's query props (spec 000 §2 Routing): the search phrase from q, and categoryIds
// given once or as a list (repeated or comma-separated), as numbers with anything non-numeric dropped.

export interface PageQuery {
  /** The trimmed search phrase; empty when there is none. */
  q: string;
  categoryIds: number[];
}

export function pageQueryOf(search: string | URLSearchParams): PageQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const categoryIds = params
    .getAll("categoryIds")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return { q: params.get("q")?.trim() ?? "", categoryIds: [...new Set(categoryIds)] };
}
