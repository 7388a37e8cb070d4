// The right-side panel, loaded when a panel first opens (reviews, included items): closed panels
// render nothing, so product pages do not ship the dialog code up front.
import { type ComponentProps, lazy, Suspense } from "react";
import type { SidePanel as SidePanelComponent } from "../../components/SidePanel.tsx";

const Panel = lazy(() => import("../../components/SidePanel.tsx").then((module) => ({ default: module.SidePanel })));

export function SidePanel(props: ComponentProps<typeof SidePanelComponent>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
