// accordion-block: an optional heading over items of which one at a time is open.
import type { AccordionBlockFields } from "../../shared/schemas/blocks.ts";
import { Accordion } from "../components/Accordion.tsx";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { RichText } from "../components/RichText.tsx";

/** The heading above the items sits one level above the item titles (titleTag h3 → h2). */
const HEADING_ABOVE = { h2: "h2", h3: "h2", h4: "h3", h5: "h4" } as const;

export function AccordionBlock({ block }: BlockProps<AccordionBlockFields>) {
  const fields = block;
  const Heading = HEADING_ABOVE[fields.titleTag];
  const items = fields.items.map((item) => ({ title: item.title, content: <RichText html={item.body} /> }));
  return (
    <BlockContainer width="medium" className="accordion-block">
      {fields.heading ? <Heading>{fields.heading}</Heading> : null}
      <Accordion items={items} headingTag={fields.titleTag} />
    </BlockContainer>
  );
}
