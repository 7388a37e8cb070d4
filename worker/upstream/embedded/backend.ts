// The embedded backend: the default upstream, an in-process app on D1 that speaks the same HTTP
// contract as the real CMS and commerce API (spec 000 §7).
import { DEFAULT_MARKET, marketOr } from "../../../shared/markets.ts";
import { Hono } from "hono";
import { normalisePath } from "../../../shared/rules/cache-key.ts";
import type { Env } from "../../env.ts";
import { apiDocsApp } from "./api-docs/api-docs-app.ts";
import { withBlockData } from "./content/block-data.ts";
import { buildPageModel, pageSummary } from "./content/page-model-builder.ts";
import { contentRepository } from "./content/repository.ts";
import { catalogueApp, cataloguePageModel } from "./catalogue/index.ts";
import { checkoutApp } from "./checkout/index.ts";
import { consentApi } from "./consents/consent-api.ts";
import { consentPageModel } from "./consents/consent-pages.ts";
import { commerceApp } from "./commerce/index.ts";
import { ensureDatabase } from "./database.ts";
import { cmsApp } from "./editor/cms-app.ts";
import { customersApi } from "./identity/customers-api.ts";
import { identityApp } from "./identity/identity-app.ts";
import { memberApi } from "./identity/member-api.ts";
import { outboxApp } from "./mail/outbox.ts";
import { locationsApi } from "./locations/locations-api.ts";
import { mediaApp } from "./media/media-app.ts";
import { shortcutsApi } from "./shortcuts/shortcut-api.ts";
import { pressReleaseApp } from "./press-releases/press-release-api.ts";
import { recipeApi } from "./recipes/recipe-api.ts";
import { searchApi } from "./search/search-api.ts";
import { sitemapApp } from "./sitemap.ts";

type EmbeddedBindings = { Bindings: Env };

export const embeddedBackend = new Hono<EmbeddedBindings>();

// Before the database middleware: pictures come from the static assets, never from D1, and the
// contract's page from the document built in.
embeddedBackend.route("/media", mediaApp);
embeddedBackend.route("/api/docs", apiDocsApp);

embeddedBackend.use(async (c, next) => {
  await ensureDatabase(c.env.DB);
  await next();
});

// Recipe search, its filters and categories.
embeddedBackend.route("/", recipeApi);

embeddedBackend.get("/api/cda/content", async (c) => {
  const contentUrl = c.req.query("contentUrl");
  if (!contentUrl) return c.json({ status: 400, message: "contentUrl is required" }, 400);
  const repository = contentRepository(c.env.DB);
  const path = normalisePath(new URL(contentUrl, "http://cms.invalid").pathname);
  // The worker names an editor's edit mode (true) or view-only preview (false); both read drafts.
  const editMode = c.req.query("epieditmode") === "true";
  const previewMode = c.req.query("epieditmode") === "false";
  const previewed = <Model extends object>(model: Model) => (previewMode ? { ...model, previewMode: true } : model);
  // Product cards are priced in the market the worker names (the default's when none or an unknown one).
  const market = marketOr(c.req.query("market"));
  const page = await repository.pageByUrl(path);
  if (page) {
    const model = await buildPageModel(repository, page, { editMode, previewMode });
    return c.json(await withBlockData(c.env.DB, model, { language: page.language, market }));
  }
  const cataloguePage = await cataloguePageModel(c.env.DB, repository, path, { editMode, market });
  if (cataloguePage) return c.json(previewed(cataloguePage));
  const consentPage = await consentPageModel(c.env.DB, repository, path, editMode);
  if (consentPage) return c.json(previewed(consentPage));
  return c.json({ status: 404, message: `No content at ${path}` }, 404);
});

embeddedBackend.get("/api/cda/content/:id{[0-9]+}", async (c) => {
  const repository = contentRepository(c.env.DB);
  const id = Number(c.req.param("id"));
  const page = await repository.pageById(id);
  if (page) {
    const model = await buildPageModel(repository, page);
    return c.json(await withBlockData(c.env.DB, model, { language: page.language, market: DEFAULT_MARKET }));
  }
  const block = (await repository.blocks([id])).get(id);
  if (!block) return c.json({ status: 404, message: `No content with id ${id}` }, 404);
  return c.json({
    contentLink: { id: block.id, guidValue: `block-${block.id}` },
    contentType: block.contentType,
    name: block.name,
    ...block.fields,
  });
});

embeddedBackend.get("/api/cda/content/:id{[0-9]+}/children", async (c) => {
  const repository = contentRepository(c.env.DB);
  const children = await repository.children(Number(c.req.param("id")));
  return c.json(children.map(pageSummary));
});

embeddedBackend.get("/api/cda/content/:id{[0-9]+}/ancestors", async (c) => {
  const repository = contentRepository(c.env.DB);
  const page = await repository.pageById(Number(c.req.param("id")));
  if (!page) return c.json({ status: 404, message: "No such content" }, 404);
  return c.json((await repository.ancestors(page)).map(pageSummary));
});

embeddedBackend.route("/cms", cmsApp);
embeddedBackend.route("/connect/outbox", outboxApp);
embeddedBackend.route("/connect", identityApp);
embeddedBackend.route("/api/cda/me", memberApi);
embeddedBackend.route("/api/cda/customers", customersApi);
embeddedBackend.route("/api/cda/consent-policies", consentApi);
embeddedBackend.route("/api/cda/shortcuts", shortcutsApi);
embeddedBackend.route("/api/cda/locations", locationsApi);
embeddedBackend.route("/api/cda/search", searchApi);
embeddedBackend.route("/", sitemapApp);
embeddedBackend.route("/", pressReleaseApp);
embeddedBackend.route("/", catalogueApp);
embeddedBackend.route("/", checkoutApp);
embeddedBackend.route("/", commerceApp);

embeddedBackend.all("*", (c) =>
  c.json({ status: 404, message: `The embedded backend has no ${c.req.method} ${c.req.path}` }, 404),
);
