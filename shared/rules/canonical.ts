// Canonical URL (spec 000 §5): only the page parameter is carried over, and only when it is > 1.
export function canonicalUrl(origin: string, canonicalPath: string, requestSearch: string): string {
  const url = new URL(canonicalPath, origin);
  url.search = "";
  url.hash = "";
  const page = new URLSearchParams(requestSearch).get("page");
  if (page !== null && /^\d+$/.test(page) && Number(page) > 1) url.searchParams.set("page", String(Number(page)));
  return url.toString();
}
