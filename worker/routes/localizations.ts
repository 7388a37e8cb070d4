// UI strings for a language (spec 000 §7 GET /api/localizations): the compiled catalog of locales/, in
// the form Lingui's i18n.load takes.
import { Hono } from "hono";
import { DEFAULT_LANGUAGE } from "../../shared/languages.ts";
import { isLanguage } from "../../shared/rules/locale.ts";
import type { AppBindings } from "../env.ts";
import { compiledCatalog } from "../session/shopper-language.ts";

export const localizationRoutes = new Hono<AppBindings>().get("/localizations", (c) => {
  const requested = c.req.query("language");
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ language, translations: compiledCatalog(language) });
});
