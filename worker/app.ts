// The storefront worker: security headers on everything, then health, SEO files, the JSON API and
// the streamed pages; typed errors are mapped to responses in one place.
import { Hono } from "hono";
import { DEFAULT_LANGUAGE } from "../shared/languages.ts";
import { isLanguage } from "../shared/rules/locale.ts";
import { ApiError, answerError } from "./api-error.ts";
import type { AppBindings } from "./env.ts";
import { renderPage } from "./render/render-page.tsx";
import { cartRoutes } from "./routes/cart.ts";
import { checkoutRoutes } from "./routes/checkout.ts";
import { contentRoutes } from "./routes/content.ts";
import { localizationRoutes } from "./routes/localizations.ts";
import { paymentCallbackRoutes } from "./routes/payment-callbacks.ts";
import { productRoutes } from "./routes/products.ts";
import { securityHeaders } from "./routes/security-headers.ts";
import { seoRoutes } from "./routes/seo.ts";
import { upstreamMode } from "./upstream/port.ts";

export const LANGUAGE_COOKIE = "preferred-language";

export function createApp(options: { dev?: boolean } = {}) {
  const app = new Hono<AppBindings>();
  app.use(securityHeaders(options));
  app.use(async (c, next) => {
    c.set("dispatch", async (request) => app.fetch(request, c.env, c.executionCtx));
    await next();
  });

  app.get("/healthz", (c) => c.json({ status: "ok", upstream: upstreamMode(c.env) }));
  app.route("/", seoRoutes);
  app.route("/", paymentCallbackRoutes);
  app.route("/api/cda", contentRoutes);
  app.route("/api", localizationRoutes);
  app.route("/api/me", cartRoutes);
  app.route("/api/me", checkoutRoutes);
  app.route("/api/products", productRoutes);
  app.all("/api/*", (c) => {
    throw new ApiError(404, "api.not-found", { values: { path: c.req.path } });
  });
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.get("/", (c) => {
    const stored = c.req.header("cookie")?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`))?.[1];
    const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    const query = new URL(c.req.url).search;
    return c.redirect(`/${language}${query}`, 302);
  });
  app.get("*", renderPage);

  app.onError(answerError);
  return app;
}
