// The global navigation entry (spec 000 §2): a disclosure button with the model's icon
// (globalNavIcon) that opens the list of the brand's other sites (globalNavItems), in the header on
// desktop and inside the mobile menu. None of it is in the first load: the header
// renders the button as a server-rendered part that hydrates from its own chunk, and the list's code
// loads when the pointer or focus reaches the button, or on the first open. Its styles are imported
// by the header. Its links report top_navigation_click as "global_menu" (analytics/MenuClickTracking
// reads data-menu).
import { type CSSProperties, type KeyboardEvent, useId, useState } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { focusableIn } from "./menu-focus.ts";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import { useDropdown } from "./useDropdown.ts";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const GlobalMenuList = lazyWhenIdle(() => import("./GlobalMenuList.tsx").then((module) => module.GlobalMenuList));

export function GlobalMenu({ placement }: { placement: "header" | "mobile-menu" }) {
  const { i18n } = useLingui();
  const listId = useId();
  const { hasGlobalMenu, globalNavIcon, globalNavItems } = usePageModel().navigation.globalNavigation;
  const dropdown = useDropdown<HTMLElement>();
  // ArrowDown opens the list with focus on its first link; a click, Enter or Space leaves it on the button.
  const [focusFirst, setFocusFirst] = useState(false);
  if (!hasGlobalMenu || globalNavItems.length === 0) return null;
  const label = i18n._("shell.global-menu.label");

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && dropdown.isOpen) {
      // Inside the mobile menu Escape closes this list first, not the whole menu.
      event.stopPropagation();
      dropdown.close();
      dropdown.buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" && event.target === dropdown.buttonRef.current) {
      event.preventDefault();
      if (dropdown.isOpen) focusableIn(document.getElementById(listId))[0]?.focus();
      else {
        setFocusFirst(true);
        dropdown.toggle();
      }
    }
  };
  return (
    <nav
      className={`global-menu global-menu--${placement}`}
      aria-label={label}
      data-menu="global_menu"
      ref={dropdown.rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (dropdown.isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) dropdown.close();
      }}
    >
      <button
        type="button"
        ref={dropdown.buttonRef}
        className="global-menu__button"
        aria-expanded={dropdown.isOpen}
        data-arrow-keys=""
        aria-controls={listId}
        onClick={() => {
          setFocusFirst(false);
          dropdown.toggle();
        }}
      >
        <span
          className="shell-icon global-menu__icon"
          style={globalNavIcon ? ({ "--icon": `url(${JSON.stringify(globalNavIcon)})` } as CSSProperties) : undefined}
          aria-hidden="true"
        />
        <span className="global-menu__label">{label}</span>
      </button>
      <div id={listId} className="global-menu__panel" hidden={!dropdown.isOpen}>
        {dropdown.isOpen ? (
          <WhenLoaded onFail={dropdown.close}>
            <GlobalMenuList
              items={globalNavItems}
              focusFirst={focusFirst}
              onClose={dropdown.close}
              onLeaveTop={() => dropdown.buttonRef.current?.focus()}
            />
          </WhenLoaded>
        ) : null}
      </div>
    </nav>
  );
}
