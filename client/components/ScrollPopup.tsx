// A site or block popup (spec 000 §4): appears once the page has scrolled past the threshold, unless
// the shopper closed it before; closing remembers its id. The dialog's code loads only when it is due.
import { lazy, Suspense, useCallback, useState } from "react";
import { POPUP_SCROLL_THRESHOLD_PX } from "../../shared/ui-thresholds.ts";
import { readClosedPopups, rememberClosedPopup } from "./closed-popups.ts";
import type { ScrollPopupProps } from "./scroll-popup-props.ts";
import { useScrolledPast } from "./useScrolledPast.ts";

const ScrollPopupDialog = lazy(() => import("./ScrollPopupDialog.tsx").then((module) => ({ default: module.ScrollPopupDialog })));

export function ScrollPopup(props: ScrollPopupProps) {
  const { id } = props;
  const scrolled = useScrolledPast(POPUP_SCROLL_THRESHOLD_PX);
  const [closed, setClosed] = useState(false);

  const close = useCallback(() => {
    rememberClosedPopup(id);
    setClosed(true);
  }, [id]);

  // Read once scrolled (in the browser, after hydration): a popup closed on an earlier visit stays closed.
  if (!scrolled || closed || readClosedPopups().includes(id)) return null;
  return (
    <Suspense fallback={null}>
      <ScrollPopupDialog {...props} onClose={close} />
    </Suspense>
  );
}
