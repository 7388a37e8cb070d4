// The catch-all route's loader: the page model for the address (through the query cache), the
// language's catalog, and the page's lazily loaded modules, all before render or hydration.
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { languageOfPath } from "../../shared/rules/locale.ts";
import { activateLanguage } from "../i18n/i18n.ts";
import { pageModuleName } from "../registry/page-module-name.ts";
import { pageQueries, storefrontContext } from "./storefront-context.ts";

export function addressOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const storefront = context.get(storefrontContext);
  const address = addressOf(request);
  const page = await storefront.queryClient.fetchQuery(pageQueries.byAddress(storefront.pages, address)).catch(async (error) => {
    console.error(`The page ${address} could not be loaded`, error);
    await activateLanguage(storefront.i18n, languageOfPath(new URL(request.url).pathname));
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  });
  const [pageData] = await Promise.all([
    // The table loads with the first navigation: the first page's data came with its document.
    import("../pages/page-data.ts").then(({ pageDataOf }) =>
      pageDataOf(pageModuleName(page.model))?.(storefront, page.model, new URL(request.url)),
    ),
    activateLanguage(storefront.i18n, page.model.metadata.currentLanguage),
    storefront.preloadModules(page.model),
  ]);
  // A loader that answers a number names the page's status: a release by an unknown id is a 404.
  const status = typeof pageData === "number" ? pageData : page.status;
  return data({ address }, { status });
}

/**
 * A product's variation (?code) is chosen on the page it is shown on: the page model and its data are
 * the same for each, so choosing one loads nothing. Any other change loads as usual.
 */
export function pageShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get("code") === nextUrl.searchParams.get("code"))
    return defaultShouldRevalidate;
  const rest = (url: URL) => [...url.searchParams].filter(([name]) => name !== "code").join("&");
  return rest(currentUrl) !== rest(nextUrl) && defaultShouldRevalidate;
}
