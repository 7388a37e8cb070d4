// A site or block popup (spec 000 §4): appears once the page has scrolled past the threshold, unless
// the shopper closed it before; closing remembers its id. The dialog's code loads only when it is due.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { POPUP_SCROLL_THRESHOLD_PX } from "../../shared/ui-thresholds.ts";
import { readClosedPopups, rememberClosedPopup } from "./closed-popups.ts";
import type { ScrollPopupProps } from "./scroll-popup-props.ts";

const ScrollPopupDialog = lazy(() => import("./ScrollPopupDialog.tsx").then((module) => ({ default: module.ScrollPopupDialog })));

export function ScrollPopup(props: ScrollPopupProps) {
  const { id } = props;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readClosedPopups().includes(id)) return;
    const check = () => {
      if (window.scrollY <= POPUP_SCROLL_THRESHOLD_PX) return;
      setVisible(true);
      window.removeEventListener("scroll", check);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [id]);

  const close = useCallback(() => {
    rememberClosedPopup(id);
    setVisible(false);
  }, [id]);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollPopupDialog {...props} onClose={close} />
    </Suspense>
  );
}
