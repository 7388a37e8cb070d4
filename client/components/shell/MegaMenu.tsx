// The desktop main menu (spec 000 §2, ≥ 1024 px): plain links, or disclosure buttons whose mega panel
// opens on hover, click or keys (Enter/Space, ArrowDown into the panel, ArrowLeft/Right between items).
import { type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, useId, useRef } from "react";
import { MENU_FOCUS_DELAY_MS, MENU_TRANSITION_MS } from "../../../shared/ui-timings.ts";
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { MegaMenuPanel } from "./MegaMenuPanel.tsx";
import { focusableIn } from "./menu-focus.ts";
import { hasSubmenu, itemKey } from "./menu-item.ts";
import { ChevronIcon } from "./ShellIcons.tsx";
import { useMegaMenu } from "./useMegaMenu.ts";
import "./MegaMenu.css";

export function MegaMenu({ items }: { items: NavigationItem[] }) {
  const { i18n } = useLingui();
  const idPrefix = useId();
  const menu = useMegaMenu();
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  if (items.length === 0) return null;

  const focusMainItem = (index: number) => {
    const mainItems = menu.navRef.current?.querySelectorAll<HTMLElement>("[data-main-item]") ?? [];
    mainItems[(index + items.length) % items.length]?.focus();
  };
  // The panel fades in over MENU_TRANSITION_MS; focus lands once it is settled and visible.
  const focusPanel = (index: number) =>
    setTimeout(() => focusableIn(panels.current[index] ?? null)[0]?.focus(), MENU_FOCUS_DELAY_MS);

  const onMainKeyDown = (event: KeyboardEvent, index: number) => {
    const item = items[index];
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      menu.close();
      focusMainItem(index + (event.key === "ArrowRight" ? 1 : -1));
    } else if (event.key === "ArrowDown" && item && hasSubmenu(item)) {
      event.preventDefault();
      menu.open(index);
      focusPanel(index);
    } else if (event.key === "Escape" && menu.openIndex !== null) {
      menu.close();
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === "Escape") {
      event.preventDefault();
      menu.close();
      focusMainItem(index);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const links = focusableIn(panels.current[index] ?? null);
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) focusMainItem(index);
    else links[next]?.focus();
  };
  // Keys and clicks are handled once per item: from its main button/link, or from inside its panel.
  const inPanel = (event: { target: EventTarget }, index: number) =>
    Boolean(panels.current[index]?.contains(event.target as Node));
  const onItemKeyDown = (event: KeyboardEvent, index: number) =>
    inPanel(event, index) ? onPanelKeyDown(event, index) : onMainKeyDown(event, index);
  // External and new-tab links do not change the address, so the panel closes on any link click.
  const onItemClick = (event: MouseEvent, index: number) => {
    if (inPanel(event, index) && (event.target as HTMLElement).closest("a")) menu.close();
  };
  const onPointerEnter = (event: PointerEvent, index: number) => {
    if (event.pointerType !== "mouse") return;
    const item = items[index];
    if (item && hasSubmenu(item)) menu.open(index, true);
  };

  return (
    <nav
      className="mega-menu"
      data-menu="mega_menu"
      aria-label={i18n._("shell.menu.main")}
      ref={menu.navRef}
      style={{ "--menu-transition": `${MENU_TRANSITION_MS}ms` } as CSSProperties}
    >
      <ul className="mega-menu__items" data-menu-level="1">
        {items.map((item, index) => {
          const panelId = `${idPrefix}-panel-${index}`;
          const isOpen = menu.openIndex === index;
          return (
            <li
              key={itemKey(item)}
              className="mega-menu__item"
              onPointerEnter={(event) => onPointerEnter(event, index)}
              onPointerLeave={(event) => event.pointerType === "mouse" && isOpen && menu.closeLater()}
              onKeyDown={(event) => onItemKeyDown(event, index)}
              onClick={(event) => onItemClick(event, index)}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
              }}
            >
              {hasSubmenu(item) ? (
                <>
                  <button
                    type="button"
                    data-main-item=""
                    data-arrow-keys=""
                    className={`mega-menu__main${item.selected ? " mega-menu__main--selected" : ""}`}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => menu.toggle(index)}
                  >
                    {item.name}
                    <ChevronIcon direction="down" />
                  </button>
                  <MegaMenuPanel
                    id={panelId}
                    item={item}
                    isOpen={isOpen}
                    ref={(element) => {
                      panels.current[index] = element;
                    }}
                  />
                </>
              ) : (
                <Link
                  href={item.url}
                  target={item.targetFrame}
                  data-main-item=""
                  data-arrow-keys=""
                  className={`mega-menu__main${item.selected ? " mega-menu__main--selected" : ""}`}
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
