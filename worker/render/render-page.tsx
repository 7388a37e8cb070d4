// Server rendering of a page: the route table's loaders through React Router's static handler, then
// the React tree streamed inside the document (crawlers get the whole document at once).
import { dehydrate } from "@tanstack/react-query";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import type { Context } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import { Providers } from "../../client/app/Providers.tsx";
import type { HydrationPayload } from "../../client/app/hydration-state.ts";
import { createQueryClient } from "../../client/app/query-client.ts";
import { type Storefront, storefrontContext } from "../../client/app/storefront-context.ts";
import { createI18n, activateLanguage } from "../../client/i18n/i18n.ts";
import { collectModules } from "../../client/registry/collect-modules.ts";
import { preloadPageModules } from "../../client/registry/preload-page-modules.ts";
import { routes } from "../../client/routes.tsx";
import { headTags } from "../../shared/rules/head-tags.ts";
import { languageOfPath } from "../../shared/rules/locale.ts";
import { type ResolvedPage, resolvePage } from "../../shared/rules/page-resolution.ts";
import type { CacheStatus } from "../cache/page-model-cache.ts";
import { createPageModelSource, isEditorRequest } from "../cache/page-model-source.ts";
import type { AppBindings } from "../env.ts";
import { documentEnd, documentStart } from "./document.ts";
import { keepRenderedPage, rememberRenderKey, renderKey, renderKeyOf, reuseRenderedPage } from "./rendered-pages.ts";

const handler = createStaticHandler(routes);
const encoder = new TextEncoder();

export async function renderPage(c: Context<AppBindings>): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const nonce = c.get("nonce");
  const editMode = isEditorRequest(url);
  const source = createPageModelSource(c.env, c.executionCtx, { editMode });
  let cacheStatus: CacheStatus | undefined;
  let resolved: ResolvedPage | undefined;
  // Each address is looked up once per request, whether by the known-page check or the loader.
  const lookups = new Map<string, ReturnType<typeof source.lookup>>();
  const lookup = (address: string) => {
    let pending = lookups.get(address);
    if (!pending) {
      pending = source.lookup(address);
      lookups.set(address, pending);
    }
    return pending;
  };

  const storefront: Storefront = {
    queryClient: createQueryClient(),
    i18n: createI18n(),
    origin: url.origin,
    preloadModules: preloadPageModules,
    fetchApi: (path, init) => {
      // The shopper's cookies travel with in-process API calls (their session and cart).
      const headers = new Headers(init?.headers);
      const cookie = request.headers.get("cookie");
      if (cookie) headers.set("cookie", cookie);
      headers.set("sec-fetch-site", "same-origin");
      return c.get("dispatch")(new Request(new URL(path, url.origin), { ...init, headers }));
    },
    pages: async (address) => {
      resolved = await resolvePage(address, async (candidate) => {
        const result = await lookup(candidate);
        cacheStatus ??= result.cache;
        return result.model;
      });
      return resolved;
    },
  };
  // A page that needs only its page model, rendered here moments ago: served before any loader runs.
  if (!editMode) {
    const known = await lookup(`${url.pathname}${url.search}`).catch(() => null);
    const key = known?.model ? renderKeyOf(known.model, url.href) : undefined;
    const document = key ? reuseRenderedPage(key, nonce) : null;
    if (known && document !== null) {
      setMetric(c, "cache", known.cache);
      setMetric(c, "render", "reused");
      return new Response(document, { status: 200, headers: pageHeaders(editMode, known.cache) });
    }
  }

  const requestContext = new RouterContextProvider();
  requestContext.set(storefrontContext, storefront);

  startTime(c, "load", "Page model and page data");
  const context = await handler.query(request, { requestContext });
  endTime(c, "load");
  if (context instanceof Response) return context;

  const language = resolved?.model.metadata.currentLanguage ?? languageOfPath(url.pathname);
  await activateLanguage(storefront.i18n, language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const payload: HydrationPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serialiseErrors(context.errors) },
    queries: dehydrate(storefront.queryClient),
    language,
  };
  const head = resolved ? headTags(resolved.model, { origin: url.origin, search: url.search }) : null;
  let status = context.statusCode;
  const headers = pageHeaders(editMode, cacheStatus ?? "MISS");
  setMetric(c, "cache", cacheStatus ?? "MISS");
  const start = documentStart({ head, modules: resolved ? collectModules(resolved.model) : null, payload, nonce });

  // Editors see their draft as rendered now; everything else renders once per set of inputs.
  const reuseKey = editMode || status !== 200 ? null : await renderKey(url.href, payload);
  const reused = reuseKey ? reuseRenderedPage(reuseKey, nonce) : null;
  if (reused !== null) {
    setMetric(c, "render", "reused");
    return new Response(reused, { status, headers });
  }
  // Only the page query in the payload: the model alone decides the document, so it can be found by it.
  const modelOnly = payload.queries.queries.length === 1 && resolved ? resolved.model : null;

  startTime(c, "render", "React shell ready");

  let stream: ReadableStream<Uint8Array> & { allReady: Promise<void> };
  try {
    stream = await renderToReadableStream(
      <Providers storefront={storefront}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </Providers>,
      {
        nonce,
        signal: request.signal,
        onError(error) {
          status = 500;
          console.error("Render failed", error);
        },
      },
    );
  } catch (error) {
    console.error("Render failed before the shell was ready", error);
    return c.html("<!doctype html><title>Error</title><h1>500</h1>", 500, { "X-Cache": cacheStatus ?? "MISS" });
  }
  if (isbot(request.headers.get("user-agent"))) await stream.allReady;
  endTime(c, "render");

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  c.executionCtx.waitUntil(
    (async () => {
      const writer = writable.getWriter();
      await writer.write(encoder.encode(start));
      // The body streams to the shopper as it renders, and is kept whole once it rendered without error.
      const body = reuseKey ? new TextDecoder() : null;
      let kept = "";
      const reader = stream.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (body) kept += body.decode(chunk.value, { stream: true });
        await writer.write(chunk.value);
      }
      await writer.write(encoder.encode(documentEnd(nonce)));
      await writer.close();
      if (body && reuseKey && status === 200) {
        keepRenderedPage(reuseKey, start + kept + body.decode() + documentEnd(nonce), nonce);
        if (modelOnly) rememberRenderKey(modelOnly, url.href, reuseKey);
      }
    })().catch((error) => console.error("Streaming the page failed", error)),
  );
  return new Response(readable, { status, headers });
}

function pageHeaders(editMode: boolean, cache: CacheStatus) {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": editMode ? "no-store" : "no-cache",
    "X-Cache": cache,
  };
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
