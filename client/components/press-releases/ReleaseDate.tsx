// A press release's date, DD.MM.YYYY (spec 001 §9), with its machine-readable time.
import { formatReleaseDate } from "../../../shared/rules/release-date.ts";

export function ReleaseDate({ publishDateUtc, className }: { publishDateUtc: string; className?: string }) {
  return (
    <time dateTime={publishDateUtc} className={className}>
      {formatReleaseDate(publishDateUtc)}
    </time>
  );
}
