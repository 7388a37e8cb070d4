// The header's top bar on desktop: top-menu quick links, then the language changer, the support link
// and the login (or logout) link. Below 1024 px the mobile menu carries all of these.
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { InlineSearch } from "./InlineSearch.tsx";
import { itemKey } from "./menu-item.ts";
import { ServiceLinks } from "./ServiceLinks.tsx";

export function TopBar() {
  const { i18n } = useLingui();
  const { topMenuItems } = usePageModel().navigation;
  return (
    <div className="top-bar">
      <div className="top-bar__inner">
        {topMenuItems.length > 0 ? (
          <nav className="top-bar__quick-links" aria-label={i18n._("shell.top-menu")}>
            <ul className="top-bar__list">
              {topMenuItems.map((item) => (
                <li key={itemKey(item)}>
                  <Link href={item.url} target={item.targetFrame} className="top-bar__link">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <InlineSearch placement="top-bar" />
        <ul className="top-bar__list top-bar__service" aria-label={i18n._("shell.service-links")}>
          <li>
            <LanguagePicker />
          </li>
          <ServiceLinks className="top-bar__link" />
        </ul>
      </div>
    </div>
  );
}
