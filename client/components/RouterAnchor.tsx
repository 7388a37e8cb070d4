// A link the router follows within the page: an <a> with the router's address and its click handling
// (React Router's useLinkClickHandler: a plain click navigates in the page, a click with a modifier
// key, a middle click or a new-tab target is left to the browser). React Router's own <Link> would
// bring its framework-mode prefetch code (PrefetchPageLinks, route-module links) into every first
// load, which this shop never uses: its links prefetch page models instead (usePrefetchPage.ts).
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router";

export interface RouterAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The in-site address: a path with its query. */
  to: string;
  /** Keeps the scroll position, as a listing's pages do. */
  preventScrollReset?: boolean;
}

export function RouterAnchor({ to, preventScrollReset, target, onClick, ...rest }: RouterAnchorProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { target, preventScrollReset });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
