// Phone parsing of stored numbers (spec 001 §5): strip spaces and symbols, a leading 00 becomes +,
// recognised prefixes +358 +354 +46 +47 +45; otherwise +46 with an empty number; a recognised prefix
// with nothing after it is an error.
export const PHONE_PREFIXES = ["+358", "+354", "+46", "+47", "+45"] as const;
/** The spec's default prefix: the fallback for a stored number without a recognised prefix. */
export const DEFAULT_PHONE_PREFIX = "+46";
/** Digits the local number needs after the prefix (spec 001 §5 and §8: "at least 6"). */
export const PHONE_MIN_DIGITS = 6;

export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/**
 * The prefix a new form starts with: the shopper's own (decision 025). Spec 001 names +46 for every
 * language, which gave a Finnish shopper typing 0401234567 a Swedish number; the shop's market is
 * Finland, so Finnish and English start at +358 and Swedish keeps +46.
 */
const PREFIX_BY_LANGUAGE: Record<string, PhonePrefix> = { fi: "+358", en: "+358", sv: "+46" };

export function defaultPhonePrefix(language: string): PhonePrefix {
  return PREFIX_BY_LANGUAGE[language] ?? DEFAULT_PHONE_PREFIX;
}

export function isPhonePrefix(value: string): value is PhonePrefix {
  return (PHONE_PREFIXES as readonly string[]).includes(value);
}

/** A local number as the forms take it: digits only, at least PHONE_MIN_DIGITS of them. */
export function isLocalPhoneNumber(value: string): boolean {
  return value.length >= PHONE_MIN_DIGITS && /^\d+$/.test(value);
}

/**
 * The one phone rule of the forms and the worker: a prefix the forms offer followed by a valid local
 * number, e.g. "+46123456" or "+358401234567". The browser checks the two fields with the two
 * functions above; the worker checks the joined number with this one.
 */
export function isPhoneNumber(joined: string): boolean {
  const prefix = PHONE_PREFIXES.find((candidate) => joined.startsWith(candidate));
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

export function parsePhone(stored: string): PhoneNumber {
  let compact = stored.replace(/[^\d+]/g, "");
  if (compact.startsWith("00")) compact = `+${compact.slice(2)}`;
  const prefix = PHONE_PREFIXES.find((candidate) => compact.startsWith(candidate));
  if (!prefix) return { countryCode: DEFAULT_PHONE_PREFIX, localNumber: "" };
  const localNumber = compact.slice(prefix.length).replace(/\D/g, "");
  if (!localNumber) throw new PhoneParseError(stored);
  return { countryCode: prefix, localNumber };
}

/** The stored form: prefix and local number joined, e.g. "+358401234567". */
export function joinPhone(phone: PhoneNumber): string {
  return `${phone.countryCode}${phone.localNumber.replace(/\D/g, "")}`;
}
