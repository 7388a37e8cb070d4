// The catalog ids of the countries the shop ships to (checkout and the tablet designer), listed so
// that `lingui extract` finds each one.
export type CountryCode = "FIN" | "SWE" | "NOR" | "DNK" | "ISL" | "EST";

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  FIN: /*i18n*/ "country.FIN",
  SWE: /*i18n*/ "country.SWE",
  NOR: /*i18n*/ "country.NOR",
  DNK: /*i18n*/ "country.DNK",
  ISL: /*i18n*/ "country.ISL",
  EST: /*i18n*/ "country.EST",
};
