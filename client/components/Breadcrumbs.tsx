// The page's breadcrumb trail (from the page model), the current page last and not a link. A page
// shows one trail: where an editor placed a breadcrumbs block, the page's own trail gives way to it.
import { usePageModel } from "../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { collectModules } from "../registry/collect-modules.ts";
import { Link } from "./Link.tsx";

export interface BreadcrumbsProps {
  showCurrentPage?: boolean;
  /** Drawn by an editor's breadcrumbs block rather than by the page's layout. */
  placedByEditor?: boolean;
}

export function Breadcrumbs({ showCurrentPage = true, placedByEditor = false }: BreadcrumbsProps) {
  const model = usePageModel();
  const { i18n } = useLingui();
  if (!placedByEditor && collectModules(model).blocks.includes("breadcrumbs-block")) return null;
  const crumbs = showCurrentPage ? model.breadcrumbs : model.breadcrumbs.slice(0, -1);
  if (crumbs.length < 2 && !(crumbs.length === 1 && !showCurrentPage)) return null;
  return (
    <nav className="breadcrumbs" aria-label={i18n._("breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = showCurrentPage && index === crumbs.length - 1;
          return (
            <li key={crumb.url}>
              {current ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.url}>{crumb.name}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
