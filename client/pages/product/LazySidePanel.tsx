// The right-side panel, loaded when a panel first opens (reviews, included items): closed panels
// render nothing, so product pages do not ship the dialog code up front.
import type { ComponentProps } from "react";
import type { SidePanel as SidePanelComponent } from "../../components/SidePanel.tsx";
import { WhenLoaded } from "../../components/CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const Panel = lazyWhenIdle(() => import("../../components/SidePanel.tsx").then((module) => module.SidePanel));

export function SidePanel(props: ComponentProps<typeof SidePanelComponent>) {
  return (
    <WhenLoaded onFail={props.onClose}>
      <Panel {...props} />
    </WhenLoaded>
  );
}
