// The storefront worker: security headers on everything, then health, SEO files, the JSON API and
// the streamed pages; typed errors are mapped to responses in one place.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LANGUAGE } from "../shared/languages.ts";
import { isLanguage } from "../shared/rules/locale.ts";
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
import { UpstreamError } from "./upstream/upstream-error.ts";

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
  app.all("/api/*", (c) => c.json({ status: 404, message: `No API at ${c.req.path}` }, 404));
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.get("/", (c) => {
    const stored = c.req.header("cookie")?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`))?.[1];
    const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    const query = new URL(c.req.url).search;
    return c.redirect(`/${language}${query}`, 302);
  });
  app.get("*", renderPage);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ status: error.status, message: error.message }, error.status);
    if (error instanceof UpstreamError) {
      console.error(error.message);
      return c.json(
        { status: error.status, message: "The shop's backend did not answer in time. Please try again." },
        error.status === 504 ? 504 : 502,
      );
    }
    console.error("Unhandled worker error", error);
    return c.json({ status: 500, message: "Something went wrong on our side." }, 500);
  });
  return app;
}
