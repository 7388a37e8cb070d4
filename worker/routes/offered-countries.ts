// The countries a form may send (spec 001 §3 "Country info"): the page model's, as the shopper's page
// offered them. A body that passed its schema is refused (400, field errors as the guards give them)
// when its country or its phone's prefix is not among them, so the worker accepts what the browser's
// selects offer and nothing else.
import type { Context } from "hono";
import { type CountryFields, type CountryInfo, unofferedFields } from "../../shared/rules/countries.ts";
import { ApiError } from "../api-error.ts";
import { createPageModelSource } from "../cache/page-model-source.ts";
import type { AppBindings } from "../env.ts";
import { log } from "../observability/log.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { shopperMarket } from "../session/shopper-market.ts";

const MESSAGES: Record<keyof CountryFields, string> = {
  countryCode: /*i18n*/ "form.country-not-offered",
  phone: /*i18n*/ "form.invalid-phone-number",
};

/**
 * The country info of the shopper's language: every page model of a language carries the same, so the
 * start page's is read, through the page-model cache like any page. Null when it cannot be had.
 */
async function offeredCountries(c: Context<AppBindings>): Promise<readonly CountryInfo[] | null> {
  const source = createPageModelSource(c.env, c.executionCtx, { editor: null, market: shopperMarket(c) });
  try {
    const { model } = await source.lookup(`/${shopperLanguage(c)}`);
    return model?.countries.length ? model.countries : null;
  } catch (error) {
    log.warn("The page model's countries could not be read; the form's country is left to the upstream", { error });
    return null;
  }
}

/**
 * Refuses the body when a country or phone field names what the page does not offer. The fields are
 * given by their path in the body (`customTablet.countryCode`). Without country info (the content
 * service down and nothing cached) the schema's shape rules stand alone and the commerce API judges:
 * a checkout should not stop because the CMS is away.
 */
export async function checkOfferedCountries(
  c: Context<AppBindings>,
  fields: CountryFields,
  paths: Record<keyof CountryFields, string>,
): Promise<void> {
  const countries = await offeredCountries(c);
  if (!countries) return;
  const refused = unofferedFields(countries, fields);
  if (!refused.length) return;
  const tr = translator(shopperLanguage(c));
  const errors = refused.map((field) => ({ key: paths[field], value: tr.t(MESSAGES[field]) }));
  throw new ApiError(400, /*i18n*/ "cart.invalid-body", { errors });
}
