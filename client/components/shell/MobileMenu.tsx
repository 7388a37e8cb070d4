// The mobile menu (spec 000 §2, < 1024 px): a hamburger opening a full-height panel whose levels slide;
// page scroll is frozen while it is open, Escape or the close button shuts it and focus returns.
// The panel's code loads on the first tap.
import { useCallback, useId, useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import { MenuIcon } from "./ShellIcons.tsx";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";
import { useScrollLock } from "./useScrollLock.ts";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import "./MobileMenu.css";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const MobileMenuPanel = lazyWhenIdle(() => import("./MobileMenuPanel.tsx").then((module) => module.MobileMenuPanel));

export function MobileMenu({ restricted }: { restricted: boolean }) {
  const { i18n } = useLingui();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  useScrollLock(isOpen);

  const close = useCallback(() => {
    setOpen((open) => {
      if (open) hamburgerRef.current?.focus();
      return false;
    });
  }, []);
  useCloseOnNavigation(close);

  return (
    <div className="mobile-menu">
      <button
        type="button"
        ref={hamburgerRef}
        className="mobile-menu__hamburger"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={i18n._("shell.menu.open")}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        <MenuIcon />
      </button>
      {isOpen ? (
        <WhenLoaded onFail={close}>
          <MobileMenuPanel id={panelId} restricted={restricted} onClose={close} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}
