// One mega-menu panel: second-level items as columns with their third level listed under them, the
// item's link buttons, a view-all link, and the site's quick links (bottom menu) and brand logos.
// `data-menu-level` says which menu level a link sits on, for top_navigation_click.
import type { Ref } from "react";
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { MenuItemActions } from "./MenuItemActions.tsx";
import { itemKey } from "./menu-item.ts";

interface MegaMenuPanelProps {
  id: string;
  item: NavigationItem;
  isOpen: boolean;
  ref: Ref<HTMLDivElement>;
}

function PanelColumn({ child }: { child: NavigationItem }) {
  return (
    <li className="mega-menu__column">
      <Link href={child.url} target={child.targetFrame} className="mega-menu__column-title">
        {child.name}
      </Link>
      {child.children.length > 0 ? (
        <ul className="mega-menu__sublist" data-menu-level="3">
          {child.children.map((grandchild) => (
            <li key={itemKey(grandchild)}>
              <Link href={grandchild.url} target={grandchild.targetFrame} className="mega-menu__link">
                {grandchild.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function MegaMenuPanel({ id, item, isOpen, ref }: MegaMenuPanelProps) {
  const { i18n } = useLingui();
  const { bottomMenuItems, brandsMenuItems } = usePageModel().navigation;
  return (
    <div id={id} ref={ref} className={`mega-menu__panel${isOpen ? " mega-menu__panel--open" : ""}`} data-menu-level="2">
      <div className="mega-menu__inner">
        <div className="mega-menu__main-area">
          {item.children.length > 0 ? (
            <ul className="mega-menu__columns">
              {item.children.map((child) => (
                <PanelColumn key={itemKey(child)} child={child} />
              ))}
            </ul>
          ) : null}
          <MenuItemActions item={item} className="mega-menu__actions" />
        </div>
        {bottomMenuItems.length > 0 || brandsMenuItems.length > 0 ? (
          <div className="mega-menu__aside">
            {bottomMenuItems.length > 0 ? (
              <ul className="mega-menu__quick-links" aria-label={i18n._("shell.menu.quick-links")}>
                {bottomMenuItems.map((link) => (
                  <li key={itemKey(link)}>
                    <Link href={link.url} target={link.targetFrame} className="mega-menu__link">
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {brandsMenuItems.length > 0 ? (
              <ul className="mega-menu__brands" aria-label={i18n._("shell.menu.brands")}>
                {brandsMenuItems.map((brand) => (
                  <li key={itemKey(brand)}>
                    <Link href={brand.url} target={brand.targetFrame} className="mega-menu__brand">
                      {brand.imageUrl ? <img src={brand.imageUrl} alt={brand.name} loading="lazy" height={40} /> : brand.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
