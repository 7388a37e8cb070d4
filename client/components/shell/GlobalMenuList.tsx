// The global menu's list, loaded with its first open (GlobalMenu.tsx): the brand's other sites, each
// a link by the link rules (another host opens normally, a new-tab link with noopener noreferrer),
// with their own sub-sites under them. ArrowDown/ArrowUp, Home and End move between the links;
// ArrowUp from the first goes back to the button; following a link closes the list.
import { type CSSProperties, type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import { MENU_FOCUS_DELAY_MS, MENU_TRANSITION_MS } from "../../../shared/ui-timings.ts";
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";
import { Link } from "../Link.tsx";
import { focusableIn } from "./menu-focus.ts";
import { itemKey } from "./menu-item.ts";

interface GlobalMenuListProps {
  items: NavigationItem[];
  /** Opened by ArrowDown: focus moves to the first link once the list has faded in. */
  focusFirst: boolean;
  onClose: () => void;
  /** ArrowUp on the first link: focus goes back to the menu's button. */
  onLeaveTop: () => void;
}

function SiteLinks({ items, level }: { items: NavigationItem[]; level: number }) {
  return (
    <ul className={`global-menu__list global-menu__list--level-${level}`} data-menu-level={level}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <Link href={item.url} target={item.targetFrame} className="global-menu__link">
            {item.name}
          </Link>
          {item.children.length > 0 ? <SiteLinks items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function GlobalMenuList({ items, focusFirst, onClose, onLeaveTop }: GlobalMenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFirst) return;
    // Unless the shopper has already moved into the list (ArrowDown again on the button) meanwhile.
    const timer = setTimeout(() => {
      if (!ref.current?.contains(document.activeElement)) focusableIn(ref.current)[0]?.focus();
    }, MENU_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focusFirst]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = focusableIn(ref.current);
    const at = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: Math.min(at + 1, links.length - 1),
      ArrowUp: at - 1,
      Home: 0,
      End: links.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) onLeaveTop();
    else links[next]?.focus();
  };
  // A new-tab link leaves the address as it is, so the list closes on any link click.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) onClose();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and clicks are its links', delegated.
    <div
      ref={ref}
      className="global-menu__sites"
      onKeyDown={onKeyDown}
      onClick={onClick}
      style={{ "--menu-transition": `${MENU_TRANSITION_MS}ms` } as CSSProperties}
    >
      <SiteLinks items={items} level={1} />
    </div>
  );
}
