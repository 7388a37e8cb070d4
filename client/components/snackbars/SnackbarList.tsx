// The snackbar stack: a polite live region; errors and warnings are announced as alerts.
import { useLingui } from "@lingui/react";
import type { Snackbar } from "./snackbar.ts";
import "./SnackbarList.css";

export function SnackbarList({ snackbars, onDismiss }: { snackbars: Snackbar[]; onDismiss: (id: string) => void }) {
  const { i18n } = useLingui();
  return (
    <section className="snackbars" aria-label={i18n._("snackbar.region")} aria-live="polite">
      {snackbars.map((snackbar) => (
        <div
          key={snackbar.id}
          className={`snackbar snackbar--${snackbar.variant}`}
          role={snackbar.variant === "error" || snackbar.variant === "warning" ? "alert" : "status"}
        >
          <p className="snackbar__text">{snackbar.text}</p>
          {snackbar.actionText && snackbar.action ? (
            <button
              type="button"
              className="snackbar__action"
              onClick={() => {
                snackbar.action?.();
                onDismiss(snackbar.id);
              }}
            >
              {snackbar.actionText}
            </button>
          ) : null}
          <button
            type="button"
            className="snackbar__close"
            aria-label={i18n._("snackbar.close")}
            onClick={() => onDismiss(snackbar.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
