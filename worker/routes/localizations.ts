// UI strings for a language (spec 000 §7 GET /api/localizations), from the catalogs in locales/.
import { Hono } from "hono";
import { DEFAULT_LANGUAGE } from "../../shared/constants.ts";
import { isLanguage } from "../../shared/rules/locale.ts";
import type { AppBindings } from "../env.ts";
import en from "../../locales/en/messages.json";
import fi from "../../locales/fi/messages.json";
import sv from "../../locales/sv/messages.json";

const catalogs = { fi, en, sv };

export const localizationRoutes = new Hono<AppBindings>().get("/localizations", (c) => {
  const requested = c.req.query("language");
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ language, translations: catalogs[language] });
});
