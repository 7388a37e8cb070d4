// Link rules (spec 000 §2 Links): client navigation for internal links, new tabs by request or extension.

export type LinkKind = "internal" | "external";

export interface LinkTarget {
  kind: LinkKind;
  /** The path + query + hash to navigate to for internal links; the full URL otherwise. */
  href: string;
  newTab: boolean;
  rel: string | undefined;
}

export function parseExtensionList(list: string | null | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((ext) => ext.trim().toLowerCase().replace(/^\./, ""))
    .filter(Boolean);
}

/** Decides how a CMS link opens, given the site origin, the link's own target and the page's extension list. */
export function linkTarget(
  url: string,
  options: { origin: string; target?: string | null; openInNewTab?: boolean; newTabExtensions?: readonly string[] },
): LinkTarget {
  const parsed = new URL(url, options.origin);
  const sameOrigin = parsed.origin === new URL(options.origin).origin;
  const httpLike = parsed.protocol === "http:" || parsed.protocol === "https:";
  const extension = parsed.pathname.split("/").at(-1)?.split(".").slice(1).at(-1)?.toLowerCase();
  const byExtension = Boolean(extension && options.newTabExtensions?.includes(extension));
  const newTab = Boolean(options.openInNewTab) || options.target === "_blank" || byExtension;
  // The worker's own endpoints (sign-in, sign-out) answer with redirects, not page models: the browser goes there itself.
  const serverEndpoint = parsed.pathname.startsWith("/api/");
  const internal = sameOrigin && httpLike && !newTab && !serverEndpoint;
  return {
    kind: internal ? "internal" : "external",
    href: internal
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : sameOrigin
        ? `${parsed.pathname}${parsed.search}${parsed.hash}`
        : parsed.toString(),
    newTab,
    rel: newTab ? "noopener noreferrer" : undefined,
  };
}
