// Which mega-menu panel is open (spec 000 §2): hover opens at once and leaving closes after
// MEGA_MENU_CLOSE_DELAY_MS unless the pointer comes back; clicks and keys open and close directly.
import { useCallback, useEffect, useRef, useState } from "react";
import { MEGA_MENU_CLOSE_DELAY_MS } from "../../../shared/ui-timings.ts";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";

export function useMegaMenu() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // A click on the button of a panel the pointer just opened must keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const open = useCallback(
    (index: number, byHover = false) => {
      cancelClose();
      openedByHover.current = byHover;
      setOpenIndex(index);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    setOpenIndex(null);
  }, [cancelClose]);
  const closeLater = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenIndex(null), MEGA_MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);
  const toggle = (index: number) => {
    if (openIndex === index && !openedByHover.current) close();
    else open(index);
  };

  useCloseOnNavigation(close);
  useEffect(() => cancelClose, [cancelClose]);
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex, close]);

  return { openIndex, open, close, closeLater, cancelClose, toggle, navRef };
}
