// The storefront worker: security headers on everything, then health, SEO files, the JSON API and
// the streamed pages; typed errors are mapped to responses in one place.
import { Hono } from "hono";
import { languageDetector } from "hono/language";
import { timing } from "hono/timing";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../shared/languages.ts";
import { STORAGE_KEYS } from "../shared/storage-keys.ts";
import { answerError } from "./api-error.ts";
import type { AppBindings } from "./env.ts";
import { renderPage } from "./render/render-page.tsx";
import { apiDocsRoutes } from "./routes/api-docs.ts";
import { authRoutes } from "./routes/auth.ts";
import { cartRoutes } from "./routes/cart.ts";
import { checkoutRoutes } from "./routes/checkout.ts";
import { embeddedPageRoutes } from "./routes/embedded-pages.ts";
import { contentRoutes } from "./routes/content.ts";
import { contentSearchRoutes } from "./routes/content-search.ts";
import { editorRoutes } from "./routes/editor.ts";
import { hookRoutes } from "./routes/hooks.ts";
import { localizationRoutes } from "./routes/localizations.ts";
import { locationRoutes } from "./routes/locations.ts";
import { marketRoutes } from "./routes/market.ts";
import { memberRoutes } from "./routes/member.ts";
import { memberOrderRoutes } from "./routes/member-orders.ts";
import { memberAddressRoutes } from "./routes/member-addresses.ts";
import { paymentCallbackRoutes } from "./routes/payment-callbacks.ts";
import { productRoutes } from "./routes/products.ts";
import { pressReleaseRoutes } from "./routes/press-releases.ts";
import { recipeRoutes } from "./routes/recipes.ts";
import { rumRoutes } from "./routes/rum.ts";
import { opsRoutes } from "./routes/ops.ts";
import { methodNotAllowed } from "./middleware/method-not-allowed.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { marketingConsentRoutes } from "./routes/marketing-consents.ts";
import { seoRoutes } from "./routes/seo.ts";
import { shortcutItemRoutes } from "./routes/shortcut-items.ts";
import { upstreamMode } from "./upstream/port.ts";
import { recordRequests } from "./observability/record-requests.ts";

export function createApp(options: { dev?: boolean } = {}) {
  const app = new Hono<AppBindings>();
  app.use(securityHeaders(options));
  // Server-Timing on every answer: pages and page models add the cache status, load and render times.
  app.use(timing({ totalDescription: "Until the response started" }));
  app.use(recordRequests);
  app.use(async (c, next) => {
    c.set("dispatch", async (request) => app.fetch(request, c.env, c.executionCtx));
    await next();
  });

  app.get("/healthz", (c) => c.json({ status: "ok", upstream: upstreamMode(c.env) }));
  app.route("/", seoRoutes);
  app.route("/", paymentCallbackRoutes);
  app.route("/api/cda", contentRoutes);
  app.route("/api", localizationRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/me", memberOrderRoutes);
  app.route("/api/me/member/addresses", memberAddressRoutes);
  app.route("/api/me/member", memberRoutes);
  app.route("/api/me", cartRoutes);
  app.route("/api/me", marketRoutes);
  app.route("/api/me", checkoutRoutes);
  app.route("/api/products", productRoutes);
  app.route("/api/shortcuts", shortcutItemRoutes);
  app.route("/api/locations", locationRoutes);
  app.route("/api", recipeRoutes);
  app.route("/api/search", contentSearchRoutes);
  app.route("/api/marketing", marketingConsentRoutes);
  app.route("/", pressReleaseRoutes);
  app.route("/api/editor", editorRoutes);
  app.route("/api/hooks", hookRoutes);
  app.route("/api", rumRoutes);
  app.route("/api/docs", apiDocsRoutes);
  app.all("/api/*", methodNotAllowed(app as unknown as Hono<never>));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.route("/ops", opsRoutes);
  app.route("/", embeddedPageRoutes);

  // The bare address opens the language the shopper chose last (the picker's cookie), else Finnish.
  app.get(
    "/",
    languageDetector({
      order: ["cookie"],
      lookupCookie: STORAGE_KEYS.language,
      caches: false,
      supportedLanguages: [...LANGUAGES],
      fallbackLanguage: DEFAULT_LANGUAGE,
    }),
    (c) => c.redirect(`/${c.get("language")}${new URL(c.req.url).search}`, 302),
  );
  app.get("*", renderPage);

  app.onError(answerError);
  return app;
}
