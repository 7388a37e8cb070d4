// A site or block popup (spec 000 §4): appears once the page has scrolled past the threshold, unless
// the shopper closed it before; closing remembers its id.
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { POPUP_SCROLL_THRESHOLD_PX } from "../../shared/constants.ts";
import { useT } from "../i18n/useT.ts";
import { ButtonLink } from "./ButtonLink.tsx";
import { readClosedPopups, rememberClosedPopup } from "./closed-popups.ts";
import { RichText } from "./RichText.tsx";
import "./ScrollPopup.css";

export interface ScrollPopupProps {
  id: number;
  title: string | null;
  body: string;
  ctaUrl: string | null;
  ctaLabel: string | null;
  openInNewTab?: boolean;
}

export function ScrollPopup({ id, title, body, ctaUrl, ctaLabel, openInNewTab }: ScrollPopupProps) {
  const t = useT();
  const titleId = useId();
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

  if (!visible) return null;
  const close = () => {
    rememberClosedPopup(id);
    setVisible(false);
  };
  return createPortal(
    // Non-modal: it must not trap focus or hide the page the shopper is reading.
    <div
      className="scroll-popup"
      role="dialog"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t("blocks.popup.label")}
    >
      <button type="button" className="scroll-popup__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("blocks.popup.close")}</span>
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
