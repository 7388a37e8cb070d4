// dropdown-navigation-block (spec 001 §3): a button showing the placeholder that opens a list of links
// below it. A disclosure, not a select that navigates on change, so choosing by keyboard never leaves
// the page by surprise; Escape and a press outside close it (the header's dropdown rules, spec 000
// §4). The dropdown's settings (spec 000 §4) decide whether the list floats over what follows or
// pushes it down, its distance from the button, whether a click inside it closes it, whether it
// starts open, its width and its colours.
import { type CSSProperties, useId } from "react";
import type { DropdownNavigationBlockFields } from "../../shared/schemas/blocks.ts";
import { useLingui } from "@lingui/react";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { Link } from "../components/Link.tsx";
import { ChevronIcon } from "../components/shell/ShellIcons.tsx";
import { useDropdown } from "../components/shell/useDropdown.ts";
import type { BlockProps } from "./block-props.ts";
import "./DropdownNavigationBlock.css";

export function DropdownNavigationBlock({ block }: BlockProps<DropdownNavigationBlockFields>) {
  const { i18n } = useLingui();
  const id = useId();
  const dropdown = useDropdown(block);
  const label = block.placeHolder ?? i18n._("blocks.dropdown-navigation.placeholder");
  const title = useBlockTitle(block.title, block.headingLevel, { label, className: "dropdown-navigation__title" });
  if (block.navigationLinks.length === 0) return null;

  const classes = [
    "dropdown-navigation__dropdown",
    `dropdown-navigation__dropdown--${block.size}`,
    `dropdown-navigation__dropdown--${block.theme}`,
    block.isFloating ? "dropdown-navigation__dropdown--floating" : null,
  ];
  return (
    <BlockContainer width="narrow">
      <nav className="dropdown-navigation" {...title.nameProps}>
        {title.heading}
        <div
          className={classes.filter(Boolean).join(" ")}
          style={{ "--dropdown-offset": `${block.offset}px` } as CSSProperties}
          ref={dropdown.rootRef}
        >
          <button
            type="button"
            ref={dropdown.buttonRef}
            className="picker-button dropdown-navigation__button"
            aria-expanded={dropdown.isOpen}
            aria-controls={`${id}-links`}
            onClick={dropdown.toggle}
          >
            <span>{label}</span>
            <ChevronIcon direction="down" />
          </button>
          {/* A click in the list (on a link or beside one) closes it, unless the block keeps it open. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keys; this only hears their clicks. */}
          <ul
            id={`${id}-links`}
            className="dropdown-navigation__links"
            hidden={!dropdown.isOpen}
            onClick={dropdown.onInsideClick}
          >
            {block.navigationLinks.map((link) => (
              <li key={`${link.href} ${link.text}`}>
                <Link href={link.href} className="dropdown-navigation__link">
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </BlockContainer>
  );
}
