// container-block and content-area-block: a heading over nested blocks, with the editor's width,
// bottom spacing, background and an optional splash (wave) edge into the next section.
import type { ContainerBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer, blockColours } from "../components/BlockContainer.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import type { BlockProps } from "./block-props.ts";
import { Heading } from "../components/Heading.tsx";
import "./ContainerBlock.css";

export function ContainerBlock({ block }: BlockProps<ContainerBlockFields>) {
  const fields = block;
  const classes = [
    "container-block",
    `container-block--padding-${fields.paddingBottom}`,
    fields.useSplashFooter ? "container-block--splash" : null,
  ];
  return (
    <section className={classes.filter(Boolean).join(" ")} style={blockColours(fields.backgroundColor)}>
      {fields.heading ? (
        <BlockContainer width={fields.maxWidth}>
          <Heading level={fields.headingLevel} className="container-block__heading">
            {fields.heading}
          </Heading>
        </BlockContainer>
      ) : null}
      <div className={`container-block__content container-block__content--${fields.maxWidth}`}>
        <ContentArea blocks={fields.contentArea} />
      </div>
    </section>
  );
}
