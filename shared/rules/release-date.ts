// A press release's date as the spec writes it, DD.MM.YYYY (spec 001 §9), on the day it was in
// Finland, where the shop is: the worker and every visitor's browser show the same day, so the
// server's markup and hydration agree whatever the visitor's own time zone.
const DAY_IN_FINLAND = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Helsinki",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

export function formatReleaseDate(isoTimestamp: string): string {
  const parts = Object.fromEntries(DAY_IN_FINLAND.formatToParts(new Date(isoTimestamp)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** The calendar year of a release, in Finland (what the newsroom's year filter means). */
export function releaseYear(isoTimestamp: string): number {
  return Number(DAY_IN_FINLAND.formatToParts(new Date(isoTimestamp)).find((part) => part.type === "year")?.value);
}
