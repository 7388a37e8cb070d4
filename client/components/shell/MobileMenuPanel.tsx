// The mobile menu's panel: the site's inline search (the navigation's, as the top bar holds it on wide
// screens), levels that slide, a back button per level, the global menu, the quick links and the
// language list. Loaded on the first tap of the hamburger, so no page pays for it
// before that. The first restricted sub-brand theme's panel has no levels (its main
// items are plain links) and nothing of the desktop's top bar: no quick links, service links or languages.
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { MENU_FOCUS_DELAY_MS, MENU_TRANSITION_MS } from "../../../shared/ui-timings.ts";
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { focusableIn, trapTab } from "./menu-focus.ts";
import { GlobalMenu } from "./GlobalMenu.tsx";
import { InlineSearch } from "./InlineSearch.tsx";
import { itemKey, withoutSubmenu } from "./menu-item.ts";
import { MobileMenuLevel } from "./MobileMenuLevel.tsx";
import { MobileMenuLinks } from "./MobileMenuLinks.tsx";
import { CloseIcon } from "./ShellIcons.tsx";
import { useAfterFirstPaint } from "../../app/useAfterFirstPaint.ts";

interface MobileMenuPanelProps {
  id: string;
  restricted: boolean;
  onClose: () => void;
}

export function MobileMenuPanel({ id, restricted, onClose }: MobileMenuPanelProps) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const [trail, setTrail] = useState<NavigationItem[]>([]);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel's frame paints with the tap and its contents render just after, so a slow phone shows
  // the menu opening at once rather than after the whole panel has rendered.
  const withContents = useAfterFirstPaint();
  // After a level change: the back button going forward, the item that opened the level going back.
  const focusAfterSlide = useRef<string | null>(null);

  // A shopper who taps or focuses something in the panel before its focus moves keeps their place: the
  // move would blur what they opened (the global menu closes on blur) or took (the search field).
  const shopperActed = useRef(false);
  useEffect(() => {
    // The panel slides in over MENU_TRANSITION_MS; focus moves once it is in place.
    const timer = setTimeout(() => {
      const panel = panelRef.current;
      if (!shopperActed.current && !panel?.contains(document.activeElement)) focusableIn(panel)[0]?.focus();
    }, MENU_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

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
      onClose();
    } else trapTab(event, panelRef.current);
  };

  const parent = trail.at(-1) ?? null;
  const mainItems = restricted ? navigation.mainMenuItems.map(withoutSubmenu) : navigation.mainMenuItems;
  return (
    <>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={i18n._("shell.menu.title")}
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          shopperActed.current = true;
        }}
        style={{ "--menu-transition": `${MENU_TRANSITION_MS}ms` } as CSSProperties}
      >
        <div className="mobile-menu__top">
          <button type="button" className="mobile-menu__close" aria-label={i18n._("shell.menu.close")} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {withContents ? (
          <>
            {parent || restricted ? null : <InlineSearch placement="menu" />}
            <nav className="mobile-menu__nav" aria-label={i18n._("shell.menu.main")} data-menu="mobile_menu">
              <MobileMenuLevel
                key={parent ? itemKey(parent) : "root"}
                parent={parent}
                level={trail.length + 1}
                items={parent ? parent.children : mainItems}
                direction={direction}
                onOpen={openLevel}
                onBack={goBack}
              />
            </nav>
            {parent ? null : <GlobalMenu placement="mobile-menu" />}
            {parent || restricted ? null : (
              <>
                <MobileMenuLinks />
                <LanguagePicker variant="list" />
              </>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}
