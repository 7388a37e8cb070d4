// Tells the shopper when the connection drops and when it is back, since pages and cart edits
// need the network (a warning snackbar while offline, a success one when online again).
import { useEffect } from "react";
import { useSnackbars } from "../components/snackbars/SnackbarProvider.tsx";
import { useT } from "../i18n/useT.ts";

export function ConnectionNotices() {
  const { show, dismiss } = useSnackbars();
  const t = useT();
  useEffect(() => {
    let offlineNotice: string | null = null;
    const onOffline = () => {
      offlineNotice = show({ text: t("connection.offline"), variant: "warning", timeout: 60_000 });
    };
    const onOnline = () => {
      if (offlineNotice) dismiss(offlineNotice);
      offlineNotice = null;
      show({ text: t("connection.online"), variant: "success" });
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [show, dismiss, t]);
  return null;
}
