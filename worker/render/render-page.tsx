// Server rendering of a page: the per-request storefront (request-storefront.ts), the route table's
// loaders through React Router's static handler, then the React tree streamed inside the document
// (stream-document.ts; crawlers get the whole document at once). A page whose inputs did not change
// is served from the isolate's kept render (rendered-pages.ts).
import { dehydrate } from "@tanstack/react-query";
import type { Context } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import type { HydrationPayload } from "../../client/app/hydration-state.ts";
import { Providers } from "../../client/app/Providers.tsx";
import { type Storefront, storefrontContext } from "../../client/app/storefront-context.ts";
import { activateLanguage } from "../../client/i18n/i18n.ts";
import { pageItemHead } from "../../client/pages/page-item-head.ts";
import { collectModules, type PageModules } from "../../client/registry/collect-modules.ts";
import { pageModuleName } from "../../client/registry/page-module-name.ts";
import { partsLoaded } from "../../client/registry/server-rendered-part.tsx";
import { pageModuleFiles } from "./module-assets.ts";
import { catalogPartsOf } from "../../client/i18n/catalog-parts.ts";
import { routes } from "../../client/routes.tsx";
import { isPageType } from "../../shared/content-types.ts";
import { headTags } from "../../shared/rules/head-tags.ts";
import type { Market } from "../../shared/markets.ts";
import type { ResolvedPage } from "../../shared/rules/page-resolution.ts";
import { languageOfPath } from "../../shared/rules/locale.ts";
import type { CacheStatus } from "../cache/page-model-cache.ts";
import { type EditorView, editorView } from "../editor/editor-request.ts";
import { notePageType } from "../observability/request-scope.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import type { AppBindings } from "../env.ts";
import { clientAssets } from "virtual:client-assets";
import { browserConfig } from "./browser-config.ts";
import { documentStart } from "./document.ts";
import { acceptsGzip } from "./accept-encoding.ts";
import {
  keepRenderedPage,
  type ReusedPage,
  rememberRenderKey,
  renderKey,
  renderKeyOf,
  reuseRenderedPage,
} from "./rendered-pages.ts";
import { createPageLookup, createRequestStorefront, type PageLookup } from "./request-storefront.ts";
import { streamDocument } from "./stream-document.ts";
import { log } from "../observability/log.ts";

const handler = createStaticHandler(routes);

/**
 * A page: served from a render kept in this isolate when its inputs did not change, else rendered anew.
 * Editors (edit mode and the view-only preview alike) see their draft as rendered now, never kept.
 */
export async function renderPage(c: Context<AppBindings>): Promise<Response> {
  const url = new URL(c.req.url);
  const editor = await editorView(c, url);
  const market = shopperMarket(c);
  const lookup = createPageLookup(c, { editor, market });
  if (editor === null) {
    const kept = await keptRenderOfModel(c, url, lookup);
    if (kept) return kept;
  }
  return renderAnew(c, url, { editor, lookup, market });
}

/** The render kept under `key`, with this request's nonce, gzip-encoded if the request accepts it. */
const keptRender = (c: Context<AppBindings>, key: string) =>
  reuseRenderedPage(key, c.get("nonce"), { gzip: acceptsGzip(c.req.raw.headers.get("accept-encoding")) });

/** A page that needs only its page model, rendered here moments ago: served before any loader runs. */
async function keptRenderOfModel(c: Context<AppBindings>, url: URL, lookup: PageLookup): Promise<Response | null> {
  const known = await lookup(`${url.pathname}${url.search}`).catch(() => null);
  const key = known?.model ? renderKeyOf(known.model, url.href) : undefined;
  const document = key ? keptRender(c, key) : null;
  if (!known?.model || document === null) return null;
  notePageType(pageModuleName(known.model));
  setMetric(c, "cache", known.cache);
  setMetric(c, "render", "reused");
  return reusedResponse(document, 200, pageHeaders(false, known.cache));
}

/** What the route's loaders gave: the page, its modules and the hydration payload the document carries. */
interface LoadedPage {
  storefront: Storefront;
  context: StaticHandlerContext;
  page: ResolvedPage | undefined;
  modules: PageModules | null;
  payload: HydrationPayload;
  cache: CacheStatus;
}

/**
 * The route's loaders, then the document: served from a kept render of the same inputs (the loaders'
 * data, the language and market) when there is one, else rendered and streamed, and kept when it succeeds.
 */
async function renderAnew(
  c: Context<AppBindings>,
  url: URL,
  { editor, lookup, market }: { editor: EditorView | null; lookup: PageLookup; market: Market },
): Promise<Response> {
  const loaded = await loadPage(c, url, lookup, market);
  if (loaded instanceof Response) return loaded;
  const { page, payload, context, cache } = loaded;
  const headers = pageHeaders(editor !== null, cache);
  const reuseKey = editor !== null || context.statusCode !== 200 ? null : await renderKey(url.href, payload);
  // Only the page query in the payload: the model alone decides the document, so it can be found by it.
  const modelOnly = payload.queries.queries.length === 1 && page ? page.model : null;
  const reused = reuseKey ? keptRender(c, reuseKey) : null;
  if (reused !== null) {
    // The model cache hands out a new object for the same model every few seconds (a KV read):
    // indexing it here lets the next requests skip the loaders again, not only after a render.
    if (modelOnly && reuseKey) rememberRenderKey(modelOnly, url.href, reuseKey);
    setMetric(c, "render", "reused");
    return reusedResponse(reused, context.statusCode, headers);
  }
  const keep = reuseKey
    ? (document: string) => {
        keepRenderedPage(reuseKey, document, c.get("nonce"));
        if (modelOnly) rememberRenderKey(modelOnly, url.href, reuseKey);
      }
    : undefined;
  return renderDocument(c, url, loaded, { forEditor: editor !== null, headers, keep });
}

/** Runs the route's loaders through React Router's static handler; a redirect comes back as it is. */
async function loadPage(c: Context<AppBindings>, url: URL, lookup: PageLookup, market: Market): Promise<LoadedPage | Response> {
  const { storefront, resolved, cacheStatus } = createRequestStorefront(c, { lookup, market });
  const requestContext = new RouterContextProvider();
  requestContext.set(storefrontContext, storefront);
  startTime(c, "load", "Page model and page data");
  const context = await handler.query(c.req.raw, { requestContext });
  endTime(c, "load");
  if (context instanceof Response) return context;

  const page = resolved();
  const language = page?.model.metadata.currentLanguage ?? languageOfPath(url.pathname);
  const modules = page ? collectModules(page.model) : null;
  if (modules) notePageType(modules.page);
  const payload: HydrationPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serialiseErrors(context.errors) },
    queries: dehydrate(storefront.queryClient),
    language,
    market: storefront.market,
    modules: pageModuleFiles(modules),
    catalogParts: modules ? catalogPartsOf(modules) : ["shell"],
  };
  const cache = cacheStatus() ?? "MISS";
  setMetric(c, "cache", cache);
  return { storefront, context, page, modules, payload, cache };
}

/** Renders the page's React tree into its document and streams it; `keep` gets the whole document once it succeeded. */
async function renderDocument(
  c: Context<AppBindings>,
  url: URL,
  { storefront, context, page, modules, payload, cache }: LoadedPage,
  { forEditor, headers, keep }: { forEditor: boolean; headers: Record<string, string>; keep?: (document: string) => void },
): Promise<Response> {
  const request = c.req.raw;
  const nonce = c.get("nonce");
  let status = context.statusCode;
  // Built only for a render: a kept document already holds its start (head and hydration JSON).
  // The loader activated the page's language; an error page's is activated here.
  await activateLanguage(storefront.i18n, payload.language);
  const item = page ? pageItemHead(page.model, storefront.queryClient, url.search) : null;
  const head = page ? headTags(page.model, { origin: url.origin, search: url.search }, { item }) : null;
  // Editors' previews are not what shoppers feel: they are never measured.
  const { fieldSampleRate } = browserConfig(c.env);
  const reporter = clientAssets.fieldReporter;
  // Only a page type the shop knows: a beacon naming another would be refused.
  const fieldMeasurement =
    modules && isPageType(modules.page) && reporter && !forEditor && fieldSampleRate > 0
      ? { sampleRate: fieldSampleRate, pageType: modules.page, reporter }
      : undefined;
  const start = documentStart({ head, modules, payload, nonce, fieldMeasurement });

  // The parts the page's modules placed have loaded, so each is rendered in place.
  await partsLoaded();
  startTime(c, "render", "React shell ready");
  let body: ReadableStream<Uint8Array> & { allReady: Promise<void> };
  try {
    body = await renderToReadableStream(
      <Providers storefront={storefront}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
          nonce={nonce}
        />
      </Providers>,
      {
        nonce,
        // A boundary already rendered goes out in place, however much came before it. React would
        // otherwise send every boundary after the first 12.8 KB (the header, a product card, the
        // footer) after the rest, to be swapped in by a script and shown up to 300 ms later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: request.signal,
        onError(error) {
          status = 500;
          log.error("Render failed", { error });
        },
      },
    );
  } catch (error) {
    log.error("Render failed before the shell was ready", { error });
    return c.html("<!doctype html><title>Error</title><h1>500</h1>", 500, { "X-Cache": cache });
  }
  if (isbot(request.headers.get("user-agent"))) await body.allReady;
  endTime(c, "render");

  const document = streamDocument({ start, body, nonce, succeeded: () => status === 200, keep }, (promise) =>
    c.executionCtx.waitUntil(promise),
  );
  return new Response(document, { status, headers });
}

function pageHeaders(forEditor: boolean, cache: CacheStatus): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": forEditor ? "no-store" : "no-cache",
    "X-Cache": cache,
    Vary: "Accept-Encoding",
  };
}

/** A kept document's answer; one already gzip-encoded goes out as it is (the runtime does not encode it again). */
function reusedResponse({ body, encoding }: ReusedPage, status: number, headers: Record<string, string>) {
  if (encoding === "identity") return new Response(body, { status, headers });
  return new Response(body, { status, headers: { ...headers, "Content-Encoding": "gzip" }, encodeBody: "manual" });
}

function serialiseErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: "RouteErrorResponse" } : { message: "Internal error", __type: "Error" },
    ]),
  );
}
