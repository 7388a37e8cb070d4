// The page's breadcrumb trail (from the page model), the current page last and not a link.
import { usePageModel } from "../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "./Link.tsx";

export function Breadcrumbs({ showCurrentPage = true }: { showCurrentPage?: boolean }) {
  const model = usePageModel();
  const { i18n } = useLingui();
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
