// The page-loading overlay: appears only when a navigation takes longer than 300 ms.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_OVERLAY_DELAY_MS } from "../../shared/ui-timings.ts";
import { useT } from "../i18n/useT.ts";

export function LoadingOverlay() {
  const t = useT();
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
      <span className="visually-hidden">{t("page.loading")}</span>
    </div>
  );
}
