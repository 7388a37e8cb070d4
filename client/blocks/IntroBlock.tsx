// intro-block (spec 001 §3): the lead of a page or section, an optional heading over a short text set
// larger than the body, centred unless the editor sets it to the start edge.
import type { IntroBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { Heading } from "../components/Heading.tsx";
import type { BlockProps } from "./block-props.ts";
import "./IntroBlock.css";

export function IntroBlock({ block }: BlockProps<IntroBlockFields>) {
  return (
    <BlockContainer width="narrow">
      <div className={`intro-block intro-block--${block.alignment}`}>
        {block.heading ? <Heading level={block.headingLevel}>{block.heading}</Heading> : null}
        <p className="intro-block__text">{block.introText}</p>
      </div>
    </BlockContainer>
  );
}
