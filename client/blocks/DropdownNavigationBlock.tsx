// dropdown-navigation-block (spec 001 §3): a button showing the placeholder that opens a list of links
// below it. A disclosure, not a select that navigates on change, so choosing by keyboard never leaves
// the page by surprise; Escape and a press outside close it (the header's dropdown rules, spec 000 §4).
import { useId } from "react";
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
  const dropdown = useDropdown();
  const label = block.placeHolder ?? i18n._("blocks.dropdown-navigation.placeholder");
  const title = useBlockTitle(block.title, block.headingLevel, { label, className: "dropdown-navigation__title" });
  if (block.navigationLinks.length === 0) return null;

  return (
    <BlockContainer width="narrow">
      <nav className="dropdown-navigation" {...title.nameProps}>
        {title.heading}
        <div className="dropdown-navigation__dropdown" ref={dropdown.rootRef}>
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
          <ul id={`${id}-links`} className="dropdown-navigation__links" hidden={!dropdown.isOpen}>
            {block.navigationLinks.map((link) => (
              <li key={`${link.href} ${link.text}`}>
                <Link href={link.href} className="dropdown-navigation__link" onClick={dropdown.close}>
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
