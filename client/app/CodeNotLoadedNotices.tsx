// Tells the shopper when a press met code that could not be loaded (code-not-loaded.ts):
// an error snackbar that offers a reload, the only way to fetch the code again. One at
// a time: a second press replaces the first one's notice. A press before this code was there (it
// loads after hydration) is told as it arrives.
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useSnackbars } from "../components/snackbars/SnackbarProvider.tsx";
import { CODE_NOT_LOADED_EVENT, takeUnheardNotLoaded } from "./code-not-loaded.ts";

/** Long enough to read and act on: the press did nothing, and only a reload mends it. */
const NOTICE_TIMEOUT_MS = 60_000;

export function CodeNotLoadedNotices() {
  const { show, dismiss } = useSnackbars();
  const { i18n } = useLingui();
  useEffect(() => {
    let notice: string | null = null;
    const onNotLoaded = (event?: Event) => {
      event?.preventDefault();
      if (notice) dismiss(notice);
      notice = show({
        text: i18n._("code-not-loaded.text"),
        variant: "error",
        actionText: i18n._("code-not-loaded.reload"),
        action: () => window.location.reload(),
        timeout: NOTICE_TIMEOUT_MS,
      });
    };
    window.addEventListener(CODE_NOT_LOADED_EVENT, onNotLoaded);
    if (takeUnheardNotLoaded()) onNotLoaded();
    return () => window.removeEventListener(CODE_NOT_LOADED_EVENT, onNotLoaded);
  }, [show, dismiss, i18n]);
  return null;
}
