// UI strings for a language (spec 000 §7 GET /api/localizations), from the catalogs in locales/.
import { Hono } from "hono";
import { DEFAULT_LANGUAGE } from "../../shared/languages.ts";
import { isLanguage } from "../../shared/rules/locale.ts";
import type { AppBindings } from "../env.ts";

const files = import.meta.glob<Record<string, string>>("../../locales/*/*.json", { eager: true, import: "default" });
const catalogs: Record<string, Record<string, string>> = {};
for (const [path, messages] of Object.entries(files)) {
  const language = path.split("/").at(-2)!;
  catalogs[language] = { ...catalogs[language], ...messages };
}

export const localizationRoutes = new Hono<AppBindings>().get("/localizations", (c) => {
  const requested = c.req.query("language");
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ language, translations: catalogs[language] });
});
