// GET /ops: the ops page, behind ops credentials (ops-credentials.ts). Its figures come from D1 in
// embedded mode (with a generated demo day) and from Analytics Engine in remote mode; when they
// cannot be read the page says why and answers 503.
import { Hono } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toIntlLocale } from "../../shared/rules/locale.ts";
import type { AppBindings } from "../env.ts";
import { log } from "../observability/log.ts";
import { FiguresUnavailable, readAnalyticsEngineFigures } from "../observability/analytics-engine-figures.ts";
import { readD1Figures } from "../observability/d1-figures.ts";
import type { OpsFigures } from "../observability/ops-figures.ts";
import { OpsPage } from "../ops/OpsPage.tsx";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { upstreamMode } from "../upstream/port.ts";
import { opsCredentials } from "./ops-credentials.ts";

export const opsRoutes = new Hono<AppBindings>().get("/", opsCredentials, async (c) => {
  const tr = translator(shopperLanguage(c));
  let figures: OpsFigures | null = null;
  let problem: string | undefined;
  try {
    figures = upstreamMode(c.env) === "embedded" ? await readD1Figures(c.env.DB) : await readAnalyticsEngineFigures(c.env);
  } catch (error) {
    log.error("The ops page's figures could not be read", { error });
    problem =
      error instanceof FiguresUnavailable && error.reason === "not-configured"
        ? tr.t(/*i18n*/ "ops.unavailable.not-configured")
        : tr.t(/*i18n*/ "ops.unavailable.unreachable");
  }
  const page = createElement(OpsPage, { tr, locale: toIntlLocale(tr.language), figures, problem });
  return c.html(`<!doctype html>${renderToStaticMarkup(page)}`, figures ? 200 : 503);
});
