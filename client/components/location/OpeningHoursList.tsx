// A location's opening hours by day group (spec 001 §3): Monday to Friday, Saturday and Sunday, each
// with its opening and closing time or 'closed'. Shared by the location page and the finder's results.
import { useLingui } from "@lingui/react";
import type { DayGroup } from "../../../shared/location-options.ts";
import { formatClock, openingHoursOf } from "../../../shared/rules/opening-hours.ts";
import type { OpeningHours } from "../../../shared/schemas/locations.ts";
import "./location.css";

const DAY_LABELS: Record<DayGroup, string> = {
  MondayToFriday: /*i18n*/ "locations.hours.monday-to-friday",
  Saturday: /*i18n*/ "locations.hours.saturday",
  Sunday: /*i18n*/ "locations.hours.sunday",
};

export function OpeningHoursList({ hours, language, className }: { hours: OpeningHours; language: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <dl className={className ? `opening-hours ${className}` : "opening-hours"}>
      {openingHoursOf(hours).map((day) => (
        <div key={day.group} className="opening-hours__day">
          <dt>{i18n._(DAY_LABELS[day.group])}</dt>
          <dd>
            {day.opens ? (
              <>
                <time dateTime={day.opens}>{formatClock(day.opens, language)}</time>–
                <time dateTime={day.closes}>{formatClock(day.closes, language)}</time>
              </>
            ) : (
              i18n._("locations.hours.closed")
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
