// Page links of a listing (spec 001 §9): 8 visible pages on desktop, 6 on mobile, with ellipses.
// Both lists are rendered and CSS shows one, so the server needs no viewport and nothing shifts.
import { PAGINATION_VISIBLE, type PaginationItem, paginationItems } from "../../../shared/rules/pagination.ts";
import { useLingui } from "@lingui/react";
import { RouterAnchor } from "../RouterAnchor.tsx";
import "./Pagination.css";

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of this listing. */
  hrefFor: (page: number) => string;
}

function PageList({
  items,
  page,
  hrefFor,
  variant,
}: {
  items: PaginationItem[];
  page: number;
  hrefFor: (page: number) => string;
  variant: "desktop" | "mobile";
}) {
  const { i18n } = useLingui();
  return (
    <ol className={`pagination__pages pagination__pages--${variant}`}>
      {items.map((item) =>
        item.kind === "ellipsis" ? (
          <li key={`ellipsis-${item.key}`} className="pagination__ellipsis" aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item.page}>
            <RouterAnchor
              to={hrefFor(item.page)}
              preventScrollReset
              className={item.page === page ? "pagination__page pagination__page--current" : "pagination__page"}
              aria-current={item.page === page ? "page" : undefined}
              aria-label={i18n._("listing.pagination.page", { page: item.page })}
            >
              {item.page}
            </RouterAnchor>
          </li>
        ),
      )}
    </ol>
  );
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { i18n } = useLingui();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav className="pagination" aria-label={i18n._("listing.pagination.label")}>
      {current > 1 ? (
        <RouterAnchor to={hrefFor(current - 1)} preventScrollReset className="pagination__step" rel="prev">
          <span aria-hidden="true">‹</span>
          {i18n._("listing.pagination.previous")}
        </RouterAnchor>
      ) : null}
      <PageList
        items={paginationItems(current, totalPages, PAGINATION_VISIBLE.desktop)}
        page={current}
        hrefFor={hrefFor}
        variant="desktop"
      />
      <PageList
        items={paginationItems(current, totalPages, PAGINATION_VISIBLE.mobile)}
        page={current}
        hrefFor={hrefFor}
        variant="mobile"
      />
      {current < totalPages ? (
        <RouterAnchor to={hrefFor(current + 1)} preventScrollReset className="pagination__step" rel="next">
          {i18n._("listing.pagination.next")}
          <span aria-hidden="true">›</span>
        </RouterAnchor>
      ) : null}
    </nav>
  );
}
