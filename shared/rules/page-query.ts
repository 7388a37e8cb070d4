// The catch-all route's query props (spec 000 §2 Routing): the search phrase from q, and categoryIds
// given once or as a list (repeated or comma-separated), as numbers with anything non-numeric dropped.

export interface PageQuery {
  /** The trimmed search phrase; empty when there is none. */
  q: string;
  categoryIds: number[];
}

export function pageQueryOf(search: string | URLSearchParams): PageQuery {
  const params = new URLSearchParams(search);
  // Up to 15 digits: every such number is a safe integer.
  const ids = params
    .getAll("categoryIds")
    .join()
    .split(",")
    .filter((id) => /^\s*\d{1,15}\s*$/.test(id));
  return { q: params.get("q")?.trim() ?? "", categoryIds: [...new Set(ids.map(Number))] };
}
