// A location's opening hours by day group (spec 001 §3): open only with both an opening and a closing
// time, otherwise closed; clock times written as each language writes them, the same on the server
// and in the browser (no Intl data that could differ between the two).
import { DAY_GROUPS, type DayGroup } from "../location-options.ts";
import type { OpeningHours } from "../schemas/locations.ts";

export type DayHours = { group: DayGroup; opens: string; closes: string } | { group: DayGroup; opens: null; closes: null };

/** Each day group's hours in the shown order; a group missing either time is closed (opens null). */
export function openingHoursOf(hours: OpeningHours): DayHours[] {
  return DAY_GROUPS.map((group) => {
    const opens = hours[`openingHours${group}`];
    const closes = hours[`closingHours${group}`];
    return opens && closes ? { group, opens, closes } : { group, opens: null, closes: null };
  });
}

/** "09:00" as Finnish 9.00, English 09:00 and Swedish 09.00. */
export function formatClock(time: string, language: string): string {
  const [hours = "00", minutes = "00"] = time.split(":");
  if (language === "fi") return `${Number(hours)}.${minutes}`;
  if (language === "sv") return `${hours}.${minutes}`;
  return `${hours}:${minutes}`;
}

/** The days of a group as schema.org names them (OpeningHoursSpecification.dayOfWeek). */
export const SCHEMA_ORG_DAYS: Record<DayGroup, string[]> = {
  MondayToFriday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
  Sunday: ["Sunday"],
};
