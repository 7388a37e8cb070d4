// Phone numbers (spec 001 §5): the forms take a prefix and a local number, the calls carry them joined.
// Which prefixes a shopper may choose is the page model's country info (shared/rules/countries.ts); a
// stored number is parsed against them: spaces and symbols stripped, a leading 00 becomes +, an
// unknown prefix gives +46 with an empty number, and a known prefix with nothing after it is an error.

/** The spec's default prefix: the fallback for a stored number without a known prefix. */
export const DEFAULT_PHONE_PREFIX = "+46";
/** Digits the local number needs after the prefix (spec 001 §5 and §8: "at least 6"). */
export const PHONE_MIN_DIGITS = 6;
/** E.164's longest number, prefix included. */
const PHONE_MAX_DIGITS = 15;

/**
 * The prefix a new form prefers: the shopper's own. Spec 001 names +46 for every
 * language, which gave a Finnish shopper typing 0401234567 a Swedish number; the shop's market is
 * Finland, so Finnish and English prefer +358 and Swedish keeps +46.
 */
const PREFIX_BY_LANGUAGE: Record<string, string> = { fi: "+358", en: "+358", sv: "+46" };

/** The language's prefix when the page offers it, else the first one offered, else the spec's default. */
export function defaultPhonePrefix(language: string, offered: readonly string[]): string {
  const preferred = PREFIX_BY_LANGUAGE[language] ?? DEFAULT_PHONE_PREFIX;
  return offered.includes(preferred) ? preferred : (offered[0] ?? preferred);
}

/** A prefix as a country info gives it: a plus and one to four digits. */
export function isPhonePrefix(value: string): boolean {
  return /^\+[1-9]\d{0,3}$/.test(value);
}

/** A local number as the forms take it: digits only, at least PHONE_MIN_DIGITS of them. */
export function isLocalPhoneNumber(value: string): boolean {
  return value.length >= PHONE_MIN_DIGITS && /^\d+$/.test(value);
}

/**
 * A joined number's shape, whatever the country: a plus and up to 15 digits, enough for a prefix and a
 * local number. Which prefixes are offered is checked against the page model's countries (isPhoneNumber).
 */
export function isInternationalPhoneNumber(joined: string): boolean {
  return new RegExp(`^\\+[1-9]\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS - 1}}$`).test(joined);
}

/** The offered prefix a number starts with; the longest wins, so +358 is never read as a shorter one. */
function prefixOf(number: string, offered: readonly string[]): string | undefined {
  return [...offered].sort((a, b) => b.length - a.length).find((prefix) => number.startsWith(prefix));
}

/**
 * The one phone rule of the forms and the worker: an offered prefix followed by a valid local number,
 * e.g. "+46123456", "+358401234567" or "+3725123456". The browser checks the two fields apart (its
 * prefix select offers only these); the worker checks the joined number with this.
 */
export function isPhoneNumber(joined: string, offered: readonly string[]): boolean {
  const prefix = prefixOf(joined, offered);
  return prefix !== undefined && isLocalPhoneNumber(joined.slice(prefix.length));
}

export interface PhoneNumber {
  countryCode: string;
  localNumber: string;
}

export class PhoneParseError extends Error {
  constructor(readonly input: string) {
    super(`The phone number "${input}" has a country prefix but no number`);
    this.name = "PhoneParseError";
  }
}

export function parsePhone(stored: string, offered: readonly string[]): PhoneNumber {
  let compact = stored.replace(/[^\d+]/g, "");
  if (compact.startsWith("00")) compact = `+${compact.slice(2)}`;
  const prefix = prefixOf(compact, offered);
  if (!prefix) return { countryCode: DEFAULT_PHONE_PREFIX, localNumber: "" };
  const localNumber = compact.slice(prefix.length).replace(/\D/g, "");
  if (!localNumber) throw new PhoneParseError(stored);
  return { countryCode: prefix, localNumber };
}

/** The stored form: prefix and local number joined, e.g. "+358401234567". */
export function joinPhone(phone: PhoneNumber): string {
  return `${phone.countryCode}${phone.localNumber.replace(/\D/g, "")}`;
}
