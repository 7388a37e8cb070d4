// The catalog ids of the markets' countries (the language and market widget), listed so that
// `lingui extract` finds each one. The forms' countries are the page model's, named by the CMS.
type CountryCode = "FIN" | "SWE" | "NOR";

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  FIN: /*i18n*/ "country.FIN",
  SWE: /*i18n*/ "country.SWE",
  NOR: /*i18n*/ "country.NOR",
};
