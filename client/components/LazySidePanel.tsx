// The right-side panel, loaded when a panel first opens (a product's included items, the search
// page's facets on a phone): closed panels render nothing, so pages do not ship the dialog up front.
import { type ComponentProps, lazy, Suspense } from "react";
import type { SidePanel as SidePanelComponent } from "./SidePanel.tsx";

const Panel = lazy(() => import("./SidePanel.tsx").then((module) => ({ default: module.SidePanel })));

export function SidePanel(props: ComponentProps<typeof SidePanelComponent>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
