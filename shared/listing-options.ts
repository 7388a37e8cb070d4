// Listing sort options and page size (spec 001 §9).
export const SORT_OPTIONS = [
  { id: "standard", sortBy: "standard", sortDirection: "asc" },
  { id: "name-asc", sortBy: "name", sortDirection: "asc" },
  { id: "name-desc", sortBy: "name", sortDirection: "desc" },
  { id: "price-asc", sortBy: "price", sortDirection: "asc" },
  { id: "price-desc", sortBy: "price", sortDirection: "desc" },
  { id: "news", sortBy: "news", sortDirection: "desc" },
] as const;
export const LISTING_PAGE_SIZE = 12;
