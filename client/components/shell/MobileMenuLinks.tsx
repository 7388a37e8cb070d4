// The mobile menu's first level below the main items: top-menu quick links, bottom-menu links, and the
// support and login links that the desktop top bar carries.
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { itemKey } from "./menu-item.ts";
import { ServiceLinks } from "./ServiceLinks.tsx";

function LinkList({ items, label }: { items: NavigationItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="mobile-menu__links" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <Link href={item.url} target={item.targetFrame} className="mobile-menu__link">
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MobileMenuLinks() {
  const { i18n } = useLingui();
  const { topMenuItems, bottomMenuItems } = usePageModel().navigation;
  return (
    <div className="mobile-menu__extras">
      <LinkList items={topMenuItems} label={i18n._("shell.top-menu")} />
      <LinkList items={bottomMenuItems} label={i18n._("shell.menu.quick-links")} />
      <ul className="mobile-menu__links" aria-label={i18n._("shell.service-links")}>
        <ServiceLinks className="mobile-menu__link" />
      </ul>
    </div>
  );
}
