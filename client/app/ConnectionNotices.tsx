// Tells the shopper when the connection drops and when it is back, since pages and cart edits
// need the network (a warning snackbar while offline, a success one when online again).
import { useEffect } from "react";
import { useSnackbars } from "../components/snackbars/SnackbarProvider.tsx";
import { useLingui } from "@lingui/react";

export function ConnectionNotices() {
  const { show, dismiss } = useSnackbars();
  const { i18n } = useLingui();
  useEffect(() => {
    let offlineNotice: string | null = null;
    const onOffline = () => {
      offlineNotice = show({ text: i18n._("connection.offline"), variant: "warning", timeout: 60_000 });
    };
    const onOnline = () => {
      if (offlineNotice) dismiss(offlineNotice);
      offlineNotice = null;
      show({ text: i18n._("connection.online"), variant: "success" });
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [show, dismiss, i18n]);
  return null;
}
