// The page-loading overlay: appears only when a navigation takes longer than 300 ms.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_OVERLAY_DELAY_MS } from "../../shared/ui-timings.ts";
import { useLingui } from "@lingui/react";

export function LoadingOverlay() {
  const { i18n } = useLingui();
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{i18n._("page.loading")}</span>
    </div>
  );
}
