// Blocks that show content and links and do nothing else until used (banners, promoters, links):
// below a page's lead block each hydrates as it comes near, is touched or focused, or a navigation
// starts, like any part that waits. The worker still renders them with the page, and
// their modules load with it; what waits is React's work on them, so a phone hydrates the blocks of
// its first screen, not the whole page's. A press on one of their links before then is held.
import type { ComponentType } from "react";
import { ServerRenderedPart, serverRenderedPart } from "../registry/server-rendered-part.tsx";
import type { BlockProps } from "../blocks/block-props.ts";

const WAITING_BLOCKS: ReadonlySet<string> = new Set([
  "banner-block",
  "split-banner-block",
  "image-with-cta-block",
  "page-promoter-block",
  "link-block",
  "social-media-block",
]);

type WaitingBlockProps = BlockProps & { Block: ComponentType<BlockProps> };

/** The block itself, as the part's component: its module has loaded with the page, so there is no code to wait for. */
function WaitingBlock({ Block, block }: WaitingBlockProps) {
  return <Block block={block} />;
}

// One part for every such block: each place of it waits on its own.
const waitingBlock = serverRenderedPart<WaitingBlockProps>(["WaitingBlock", async () => ({ WaitingBlock })], {
  loads: "when-near",
});

/** Whether a block of this kind, below its page's lead, hydrates only as it comes near. */
export function waitsUntilNear(name: string): boolean {
  return WAITING_BLOCKS.has(name);
}

export function BlockWhenNear(props: WaitingBlockProps) {
  return <ServerRenderedPart part={waitingBlock} props={props} />;
}
