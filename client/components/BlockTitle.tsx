// A titled block's name (the dropdown navigation, search and social media blocks): its title is shown
// as a heading and names the block's landmark; without a title, a label does.
import { useId } from "react";
import { Heading } from "./Heading.tsx";

export function useBlockTitle(title: string | null, headingLevel: number, options: { label?: string; className?: string } = {}) {
  const id = `${useId()}-title`;
  return {
    /** Spread on the landmark (nav, search, section). */
    nameProps: title ? { "aria-labelledby": id } : options.label ? { "aria-label": options.label } : {},
    heading: title ? (
      <Heading level={headingLevel} className={options.className}>
        <span id={id}>{title}</span>
      </Heading>
    ) : null,
  };
}
