// Which page links a listing shows (spec 001 §9): every page when they fit in the visible slots
// (8 desktop, 6 mobile), otherwise ellipses — the first 4 pages and the last while the current page
// is at most 3, mirrored at the end, and the current page with its neighbours in between.
export const PAGINATION_VISIBLE = { desktop: 8, mobile: 6 } as const;

export type PaginationItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: "start" | "end" };

/** Pages shown at the start (and, mirrored, at the end) while the current page is near that edge. */
const EDGE_PAGES = 4;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The links for `current` of `total` pages with `visible` slots. In the middle, the current page gets
 * as many neighbours on each side as the slots allow after the first page, the last page and two
 * ellipses: one on desktop (1 … 4 5 6 … 20), none on mobile (1 … 5 … 20).
 */
export function paginationItems(current: number, total: number, visible: number): PaginationItem[] {
  const last = Math.max(1, total);
  const page = Math.min(Math.max(1, current), last);
  const pages = (list: number[]) => list.map((n): PaginationItem => ({ kind: "page", page: n }));
  if (last <= visible) return pages(range(1, last));
  const start: PaginationItem = { kind: "ellipsis", key: "start" };
  const end: PaginationItem = { kind: "ellipsis", key: "end" };
  if (page <= 3) return [...pages(range(1, EDGE_PAGES)), end, ...pages([last])];
  if (page >= last - 2) return [...pages([1]), start, ...pages(range(last - EDGE_PAGES + 1, last))];
  const siblings = Math.max(0, Math.floor((visible - 5) / 2));
  const from = Math.max(2, page - siblings);
  const to = Math.min(last - 1, page + siblings);
  return [
    ...pages([1]),
    ...(from > 2 ? [start] : []),
    ...pages(range(from, to)),
    ...(to < last - 1 ? [end] : []),
    ...pages([last]),
  ];
}
