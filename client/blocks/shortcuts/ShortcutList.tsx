// The shortcuts of a block that is not a carousel: a list in its display mode's layout (a grid of
// cards, a row of icons, a list of links, banners one under another).
import { useEffect, useRef } from "react";
import type { ShortcutDisplayOption, ShortcutItem } from "../../../shared/schemas/shortcuts.ts";
import { focusShortcut } from "./focus-shortcut.ts";
import { ShortcutItemView } from "./ShortcutItemView.tsx";
import { SHORTCUT_VIEWS } from "./shortcut-view.ts";

export interface ShortcutListProps {
  items: readonly ShortcutItem[];
  mode: ShortcutDisplayOption;
  headingLevel: number;
  /** The first item 'show more' added, to focus once it is shown. */
  firstNew: number | null;
}

export function ShortcutList({ items, mode, headingLevel, firstNew }: ShortcutListProps) {
  const entries = useRef<(HTMLLIElement | null)[]>([]);
  useEffect(() => {
    if (firstNew !== null) focusShortcut(entries.current[firstNew]);
  }, [firstNew]);
  return (
    <ul className={`shortcut-list shortcut-list--${SHORTCUT_VIEWS[mode].modifier}`}>
      {items.map((item, index) => (
        <li
          key={item.id ?? `${index}-${item.title}`}
          ref={(element) => {
            entries.current[index] = element;
          }}
          className="shortcut-list__item"
        >
          <ShortcutItemView item={item} mode={mode} headingLevel={headingLevel} position={index} />
        </li>
      ))}
    </ul>
  );
}
