// A menu item's link buttons and its view-all link, shared by the mega menu panel and the mobile
// menu's levels (the caller's class lays them out).
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import "./MenuItemActions.css";

export function MenuItemActions({ item, className }: { item: NavigationItem; className: string }) {
  const { i18n } = useLingui();
  return (
    <div className={className}>
      {item.linkButtons.map((button) => (
        <Link key={button.url} href={button.url} target={button.targetFrame} className="menu-item-actions__button">
          {button.name}
        </Link>
      ))}
      <Link href={item.url} target={item.targetFrame} className="menu-item-actions__view-all">
        {i18n._("shell.menu.view-all", { name: item.name })}
      </Link>
    </div>
  );
}
