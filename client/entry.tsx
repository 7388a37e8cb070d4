// The browser entry: hydrates the query cache and router state from the worker, loads the page's
// catalog and modules, then hydrates the streamed document.
import { currencyOf, marketOr } from "../shared/markets.ts";
import { setShopCurrency } from "./analytics/data-layer.ts";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createBrowserRouter, RouterContextProvider } from "react-router";
import { RouterProvider } from "react-router/dom";
import { activateLanguage, createI18n, knowFirstPageCatalogParts } from "./i18n/i18n.ts";
import { collectModules } from "./registry/collect-modules.ts";
import { knowPageModuleFiles } from "./registry/browser-registry.ts";
import { holdEarlyClicks } from "./registry/early-clicks.ts";
import { openAllParts } from "./registry/server-rendered-part.tsx";
import { loadAfterNavigation } from "./app/after-navigation-loader.ts";
import { startFetchingWhenIdle } from "./app/fetch-when-idle.ts";
import { pageModulesLoaded, preloadPageModules } from "./registry/preload-page-modules.ts";
import { routes } from "./routes.tsx";
import { yieldToBrowser } from "./app/yield-to-browser.ts";
import { hurryInteractive, whenInteractive } from "./app/useHydrated.ts";
import { cartQueries } from "./shop/cart/cart-queries.ts";
import { browserPages } from "./app/browser-pages.ts";
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from "./app/hydration-state.ts";
import { Providers } from "./app/Providers.tsx";
import { trackScrollPositions } from "./app/scroll-positions.ts";
import { loadAsDocument, recoverFromPreloadErrors } from "./app/preload-error-recovery.ts";
import { createQueryClient } from "./app/query-client.ts";
import { withClientHeaders } from "./app/client-headers.ts";
import type { ResolvedPage } from "../shared/rules/page-resolution.ts";
import { type Storefront, storefrontContext } from "./app/storefront-context.ts";
import "./styles/index.css";

async function start() {
  // The modules' evaluation is a task of its own; React DOM's first run, the page's state and the
  // router are each another. React DOM is most of the code the page runs, and it runs (its one
  // function compiled) when first imported: with the other modules, it made their evaluation one long
  // task on a phone.
  await yieldToBrowser();
  const { hydrateRoot } = await import("react-dom/client");
  await yieldToBrowser();
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  const payload = JSON.parse(element?.textContent ?? "null") as HydrationPayload | null;
  const queryClient = createQueryClient();
  const market = marketOr(payload?.market);
  setShopCurrency(currencyOf(market));
  if (payload) {
    hydrate(queryClient, payload.queries);
    knowPageModuleFiles(payload.modules);
    const page = queryClient.getQueriesData<ResolvedPage>({ queryKey: ["page"] })[0]?.[1];
    if (page) knowFirstPageCatalogParts(collectModules(page.model), payload.catalogParts);
  }
  const storefront: Storefront = {
    queryClient,
    pages: browserPages,
    fetchApi: (path, init) => fetch(path, withClientHeaders(init)),
    i18n: createI18n(),
    origin: window.location.origin,
    market,
    preloadModules: preloadPageModules,
  };
  // Every page shows the cart (its header's button, or the page itself): asked for as soon as the page
  // is interactive, in a task of its own. Asked for by the button, the request (a fetch() call
  // costs main-thread time) would start inside React's effects of the render that shows the count.
  whenInteractive(() => void queryClient.prefetchQuery(cartQueries.mine(storefront.fetchApi, storefront.i18n.locale)));

  const pages = queryClient.getQueriesData<ResolvedPage>({ queryKey: ["page"] });
  // A failed module load is left out (the page's boundary would stand in for it); a failed catalog
  // part fails the whole wait.
  const catalogsLoaded = await Promise.all([
    activateLanguage(storefront.i18n, payload?.language ?? document.documentElement.lang),
    ...pages.map(([, page]) => (page ? preloadPageModules(page.model) : undefined)),
  ]).then(
    () => true,
    () => false,
  );
  // Code or texts of the page that could not be loaded (a dropped connection) would hydrate a
  // stand-in over the worker's correct HTML, or nothing: the page is loaded again as a whole document,
  // once per address. A second time, missing modules hydrate with their stand-ins, and
  // missing texts leave the worker's page as it is (its links and forms work without code).
  const { pathname, search } = window.location;
  const loaded = catalogsLoaded && pages.every(([, page]) => !page || pageModulesLoaded(page.model));
  if (!loaded && loadAsDocument(`${pathname}${search}`)) return;
  if (!catalogsLoaded) {
    console.error("The page's texts could not be loaded: it stays as the worker drew it");
    window.earlyPresses?.takeOver().drop();
    return;
  }

  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    hydrationData: payload?.router,
    getContext() {
      const context = new RouterContextProvider();
      context.set(storefrontContext, storefront);
      return context;
    },
  });
  trackScrollPositions(router);
  recoverFromPreloadErrors(router);
  // As a navigation starts (told by the router itself, outside React's transitions): its head, theme
  // and focus code loads while the page model does, the parts below the fold still waiting load,
  // since the new page's render updates every server-rendered part and waits for each to hydrate,
  // and the page becomes interactive at once if it has not yet (useHydrated.ts).
  router.subscribe((state) => {
    if (state.navigation.state === "idle") return;
    void loadAfterNavigation();
    openAllParts();
    hurryInteractive();
  });
  holdEarlyClicks();
  const early = window.earlyPresses?.takeOver();
  const root = document.getElementById("root");
  if (!root) throw new Error("The document has no #root to hydrate");
  // Creating the router (its first run compiles its code) and starting the hydration were one long
  // task on a phone; a navigation the router starts in between only shows the overlay later.
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Providers storefront={storefront}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  // Presses from before the code arrived, given now that React listens: one on the page hydrates it
  // at once to take the press, one on a part still waiting for its code is held for it.
  early?.replay();
  startFetchingWhenIdle();
}

void start();
