// A right-aligned side panel on a native <dialog>: modal panels trap focus and make the page inert;
// non-modal ones stack so several can be open, each newer one shifted left just enough to leave the
// older one's close button uncovered. Escape or the close button closes each; focus returns
// to whatever opened it.
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
import { useLingui } from "@lingui/react";
import { useScrollLock } from "./shell/useScrollLock.ts";
import "./SidePanel.css";

export interface SidePanelProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Modal panels (reviews) trap focus; non-modal ones (included items) can be open side by side. */
  modal?: boolean;
  /** Position among open non-modal panels, to offset each so all stay visible. */
  stackIndex?: number;
  className?: string;
}

export function SidePanel({ title, onClose, children, modal = true, stackIndex = 0, className }: SidePanelProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useScrollLock(modal);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (modal) dialog.showModal();
    else {
      dialog.show();
      dialog.querySelector<HTMLElement>(".side-panel__close")?.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [modal]);

  return (
    <dialog
      ref={ref}
      className={["side-panel", modal ? "side-panel--modal" : "side-panel--stacked", className].filter(Boolean).join(" ")}
      style={
        modal
          ? undefined
          : ({ zIndex: 70 + stackIndex, "--side-panel-offset": `${Math.min(stackIndex, 4) * 4.5}rem` } as CSSProperties)
      }
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (!modal && event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="side-panel__header">
        <h2 id={headingId} className="side-panel__title">
          {title}
        </h2>
        <button type="button" className="icon-button side-panel__close" onClick={onClose} aria-label={i18n._("panel.close")}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="side-panel__body">{children}</div>
    </dialog>
  );
}
