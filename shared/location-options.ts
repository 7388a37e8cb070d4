// The location finder's numbers (spec 000 §9, spec 001 §9): the page size of lists and search (12),
// the facet options shown before 'show more' (10 for locations) and the longest search phrase.
export const LOCATION_PAGE_SIZE = 12;
export const LOCATION_MAX_PAGE_SIZE = 48;
export const LOCATION_VISIBLE_FACET_OPTIONS = 10;
export const LOCATION_QUERY_MAX_CHARS = 100;

/** The day groups a location keeps opening hours for (spec 001 §3), in the order they are shown. */
export const DAY_GROUPS = ["MondayToFriday", "Saturday", "Sunday"] as const;
export type DayGroup = (typeof DAY_GROUPS)[number];
