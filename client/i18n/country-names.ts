// The catalog ids of the countries the shop ships to (checkout and the tablet designer), listed so
// that `lingui extract` finds each one.
export type CountryCode = "FIN" | "SWE" | "NOR" | "DNK" | "ISL" | "EST";

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  FIN: /*i18n*/ "tablet.country.FIN",
  SWE: /*i18n*/ "tablet.country.SWE",
  NOR: /*i18n*/ "tablet.country.NOR",
  DNK: /*i18n*/ "tablet.country.DNK",
  ISL: /*i18n*/ "tablet.country.ISL",
  EST: /*i18n*/ "tablet.country.EST",
};
