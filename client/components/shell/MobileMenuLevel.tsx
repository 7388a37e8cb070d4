// One level of the mobile menu: its items (those with a submenu are buttons that slide to it) and,
// below the first level, a back button, the level's title, a view-all link and its link buttons.
// `data-menu-level` (1 for the main items) is the level top_navigation_click reports.
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { MenuItemActions } from "./MenuItemActions.tsx";
import { hasSubmenu, itemKey } from "./menu-item.ts";
import { ChevronIcon } from "./ShellIcons.tsx";

interface MobileMenuLevelProps {
  parent: NavigationItem | null;
  level: number;
  items: NavigationItem[];
  direction: "forward" | "back";
  onOpen: (item: NavigationItem) => void;
  onBack: () => void;
}

export function MobileMenuLevel({ parent, level, items, direction, onOpen, onBack }: MobileMenuLevelProps) {
  const { i18n } = useLingui();
  return (
    <div className={`mobile-menu__level mobile-menu__level--${direction}`} data-menu-level={level}>
      {parent ? (
        <>
          <button type="button" className="mobile-menu__back" onClick={onBack}>
            <ChevronIcon direction="left" />
            {i18n._("shell.menu.back")}
          </button>
          <p className="mobile-menu__level-title">{parent.name}</p>
        </>
      ) : null}
      <ul className="mobile-menu__items">
        {items.map((item) => (
          <li key={itemKey(item)}>
            {hasSubmenu(item) ? (
              <button type="button" className="mobile-menu__item" data-submenu={itemKey(item)} onClick={() => onOpen(item)}>
                {item.name}
                <ChevronIcon direction="right" />
              </button>
            ) : (
              <Link href={item.url} target={item.targetFrame} className="mobile-menu__item">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {parent ? <MenuItemActions item={parent} className="mobile-menu__level-actions" /> : null}
    </div>
  );
}
