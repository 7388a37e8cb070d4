// The theme and currency a page has when its model names none.
export const DEFAULT_THEME = "finnish";
export const DEFAULT_CURRENCY = "EUR";
