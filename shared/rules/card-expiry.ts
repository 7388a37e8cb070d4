// The card expiry as people type it ('1230', '12 / 30', '1/30', '12/2030') shaped into MM/YY, used
// by the card field while typing and by the card schema, so the browser and the worker agree.

const WITH_SEPARATOR = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d*)\s*$/;

/** Shapes typed text towards MM/YY: a slash after the month, a four-digit year shortened. */
export function formatCardExpiry(text: string): string {
  const separated = WITH_SEPARATOR.exec(text);
  if (separated) return `${separated[1]!.padStart(2, "0")}/${shortYear(separated[2]!)}`;
  const digits = text.replace(/\D/g, "");
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${shortYear(digits.slice(2))}`;
}

/** 2030 → 30; anything else is kept as it is (a year still being typed). */
function shortYear(year: string): string {
  return year.length === 4 && year.startsWith("20") ? year.slice(2) : year;
}
