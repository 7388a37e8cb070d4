// The category listing's filter panel and sort menu as parts: the worker renders them
// with the page and the browser hydrates each from its own chunk, so the listing hydrates without
// their code. They do something only when used, so, like the header, each asks for its
// code when a pointer comes over it, it is touched or focused, or a navigation starts. Until a part is
// live it keeps the server's HTML (the filter groups closed, the sort menu shut), and a press on one
// of its buttons is held and given to it once it is (early-clicks.ts). Their stylesheets are imported
// here, so the server's HTML is styled from the first paint.
import type { ComponentProps } from "react";
import type { FilterPanelProps } from "../../components/listing/FilterPanel.tsx";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { CategorySortMenu } from "./CategorySortMenu.tsx";
import "../../components/listing/FilterPanel.css";
import "../../components/listing/SortMenu.css";

type SortMenuProps = ComponentProps<typeof CategorySortMenu>;

const WHEN_TOUCHED = { loads: "when-touched" } as const;
const filterPanel = serverRenderedPart<FilterPanelProps>(
  ["FilterPanel", () => import("../../components/listing/FilterPanel.tsx")],
  WHEN_TOUCHED,
);
const sortMenu = serverRenderedPart<SortMenuProps>(["CategorySortMenu", () => import("./CategorySortMenu.tsx")], WHEN_TOUCHED);

export function LazyFilterPanel(props: FilterPanelProps) {
  return <ServerRenderedPart part={filterPanel} props={props} />;
}

export function LazyCategorySortMenu(props: SortMenuProps) {
  return <ServerRenderedPart part={sortMenu} props={props} />;
}
