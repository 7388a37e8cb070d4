// The news block's 'subscribe' button: opens the subscription dialog, whose code (form, side panel)
// loads on the first press; focus returns here when the dialog closes.
import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { SubscribeDialogProps } from "./SubscribeDialog.tsx";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { WhenLoaded } from "../../components/CodeNotLoaded.tsx";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const SubscribeDialog = lazyWhenIdle(
  withCatalogParts(["form"], () => import("./SubscribeDialog.tsx").then((module) => module.SubscribeDialog)),
);

export function SubscribeButton(props: Omit<SubscribeDialogProps, "onClose">) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-link button-link--primary news-block__subscribe"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {i18n._("news.subscribe.open")}
      </button>
      {open ? (
        <WhenLoaded onFail={() => setOpen(false)}>
          <SubscribeDialog {...props} onClose={() => setOpen(false)} />
        </WhenLoaded>
      ) : null}
    </>
  );
}
