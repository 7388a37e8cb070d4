// Every CMS link: internal ones navigate client-side and prefetch on hover; external ones, new-tab
// requests and file links (the page's extension list) open natively with noopener noreferrer.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { linkTarget, parseExtensionList } from "../../shared/rules/link-target.ts";
import { usePageModel } from "../app/page-context.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { usePrefetchPage } from "../app/usePrefetchPage.ts";
import { RouterAnchor } from "./RouterAnchor.tsx";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> {
  href: string;
  target?: string | null;
  openInNewTab?: boolean;
  /** Off for links the shopper is unlikely to follow (or where prefetch would waste a call). */
  prefetch?: boolean;
  children?: ReactNode;
}

export function Link({ href, target, openInNewTab, prefetch = true, children, onMouseEnter, ...rest }: LinkProps) {
  const { origin } = useStorefront();
  const model = usePageModel();
  const location = useLocation();
  const prefetchPage = usePrefetchPage();
  const resolved = linkTarget(href, {
    origin,
    target,
    openInNewTab,
    newTabExtensions: parseExtensionList(model.metadata.openInNewTabFileExtensionList),
  });
  if (resolved.kind === "internal") {
    const isCurrent = resolved.href === `${location.pathname}${location.search}`;
    const handleEnter = (event: MouseEvent<HTMLAnchorElement>) => {
      onMouseEnter?.(event);
      if (prefetch && !isCurrent) prefetchPage(resolved.href);
    };
    return (
      <RouterAnchor to={resolved.href} onMouseEnter={handleEnter} aria-current={isCurrent ? "page" : undefined} {...rest}>
        {children}
      </RouterAnchor>
    );
  }
  return (
    <a
      href={resolved.href}
      target={resolved.newTab ? "_blank" : undefined}
      rel={resolved.rel}
      onMouseEnter={onMouseEnter}
      {...rest}
    >
      {children}
    </a>
  );
}
