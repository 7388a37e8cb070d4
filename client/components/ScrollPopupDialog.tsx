// The popup itself, loaded only once a popup is due (after the scroll threshold), so pages whose
// shoppers never scroll that far never download it. Escape or the close button dismisses it.
import { useEffect, useId } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react";
import { ButtonLink } from "./ButtonLink.tsx";
import { RichText } from "./RichText.tsx";
import type { ScrollPopupProps } from "./scroll-popup-props.ts";
import "./ScrollPopup.css";

export function ScrollPopupDialog({
  title,
  body,
  ctaUrl,
  ctaLabel,
  openInNewTab,
  onClose,
}: ScrollPopupProps & { onClose: () => void }) {
  const { i18n } = useLingui();
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return createPortal(
    // Non-modal: it must not trap focus or hide the page the shopper is reading.
    <div
      className="scroll-popup"
      role="dialog"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : i18n._("blocks.popup.label")}
    >
      <button type="button" className="scroll-popup__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{i18n._("blocks.popup.close")}</span>
      </button>
      {title ? (
        <p id={titleId} className="scroll-popup__title">
          {title}
        </p>
      ) : null}
      <RichText html={body} className="scroll-popup__body" />
      {ctaUrl && ctaLabel ? (
        <ButtonLink href={ctaUrl} openInNewTab={openInNewTab} className="scroll-popup__cta">
          {ctaLabel}
        </ButtonLink>
      ) : null}
    </div>,
    popupStack(),
  );
}

/** The site popup and block popups share one corner, stacked rather than drawn over each other. */
function popupStack(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(".scroll-popup-stack");
  if (existing) return existing;
  const stack = document.createElement("div");
  stack.className = "scroll-popup-stack";
  document.body.appendChild(stack);
  return stack;
}
