// The mobile menu (spec 000 §2, < 1024 px): a hamburger opening a full-height panel whose levels slide;
// page scroll is frozen while it is open, Escape or the close button shuts it and focus returns.
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { MENU_FOCUS_DELAY_MS, MENU_TRANSITION_MS } from "../../../shared/constants.ts";
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useT } from "../../i18n/useT.ts";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { focusableIn, trapTab } from "./menu-focus.ts";
import { itemKey } from "./menu-item.ts";
import { MobileMenuLevel } from "./MobileMenuLevel.tsx";
import { MobileMenuLinks } from "./MobileMenuLinks.tsx";
import { CloseIcon, MenuIcon } from "./ShellIcons.tsx";
import { useCloseOnNavigation } from "./useCloseOnNavigation.ts";
import { useScrollLock } from "./useScrollLock.ts";
import "./MobileMenu.css";

export function MobileMenu({ isAuthenticated }: { isAuthenticated: boolean }) {
  const t = useT();
  const { navigation } = usePageModel();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const [trail, setTrail] = useState<NavigationItem[]>([]);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // After a level change: the back button going forward, the item that opened the level going back.
  const focusAfterSlide = useRef<string | null>(null);
  useScrollLock(isOpen);

  const close = () => {
    if (!isOpen) return;
    setOpen(false);
    setTrail([]);
    hamburgerRef.current?.focus();
  };
  useCloseOnNavigation(close);

  useEffect(() => {
    if (!isOpen) return;
    // The panel slides in over MENU_TRANSITION_MS; focus moves once it is in place.
    const timer = setTimeout(() => focusableIn(panelRef.current)[0]?.focus(), MENU_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new level (trail) is the trigger.
  useEffect(() => {
    const target = focusAfterSlide.current;
    if (target === null) return;
    focusAfterSlide.current = null;
    const selector = target ? `[data-submenu="${CSS.escape(target)}"]` : ".mobile-menu__back";
    panelRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [trail]);

  const openLevel = (item: NavigationItem) => {
    focusAfterSlide.current = "";
    setDirection("forward");
    setTrail((current) => [...current, item]);
  };
  const goBack = () => {
    const leaving = trail.at(-1);
    focusAfterSlide.current = leaving ? itemKey(leaving) : null;
    setDirection("back");
    setTrail((current) => current.slice(0, -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    } else trapTab(event, panelRef.current);
  };

  const parent = trail.at(-1) ?? null;
  return (
    <div className="mobile-menu" style={{ "--menu-transition": `${MENU_TRANSITION_MS}ms` } as CSSProperties}>
      <button
        type="button"
        ref={hamburgerRef}
        className="mobile-menu__hamburger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t("shell.menu.open")}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        <MenuIcon />
      </button>
      <div className="mobile-menu__backdrop" hidden={!isOpen} onClick={close} aria-hidden="true" />
      <div
        id={panelId}
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t("shell.menu.title")}
        hidden={!isOpen}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu__top">
          <button type="button" className="mobile-menu__close" aria-label={t("shell.menu.close")} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <nav className="mobile-menu__nav" aria-label={t("shell.menu.main")}>
          <MobileMenuLevel
            key={parent ? itemKey(parent) : "root"}
            parent={parent}
            items={parent ? parent.children : navigation.mainMenuItems}
            direction={direction}
            onOpen={openLevel}
            onBack={goBack}
          />
        </nav>
        {parent ? null : (
          <>
            <MobileMenuLinks isAuthenticated={isAuthenticated} />
            <LanguagePicker variant="list" />
          </>
        )}
      </div>
    </div>
  );
}
