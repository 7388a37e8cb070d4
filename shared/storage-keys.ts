// Names of what the browser keeps in localStorage and cookies, one place so none collide.
export const STORAGE_KEYS = {
  closedPopups: "closed-popups",
  productPositions: "productPositions",
  searchHistory: "search-history",
  trackedOrders: "tracked-orders",
  language: "preferred-language",
} as const;
