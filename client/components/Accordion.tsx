// Disclosure list where opening one item closes the others in the group (spec 001 §4 Accordion).
import { type ReactNode, useId, useState } from "react";
import "./Accordion.css";

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export type AccordionHeadingTag = "h2" | "h3" | "h4" | "h5";

export function Accordion({
  items,
  headingTag = "h3",
  className,
}: {
  items: readonly AccordionItem[];
  headingTag?: AccordionHeadingTag;
  className?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const Heading = headingTag;
  return (
    <div className={className ? `accordion ${className}` : "accordion"}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS accordion items carry no id; their order is stable within a page model.
          <div key={index} className={expanded ? "accordion__item accordion__item--open" : "accordion__item"}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
