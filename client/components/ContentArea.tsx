// A CMS content area: each block rendered by the module its last contentType names.
import { type ComponentType, Suspense, use } from "react";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import type { Block } from "../../shared/schemas/page-model.ts";
import { useEditMode } from "../app/page-context.ts";
import { blockRegistry } from "#block-registry";
import { ContentErrorBoundary } from "./ContentErrorBoundary.tsx";
import { LeadBlockContext, leadingBlockIndex, useIsLeadBlock } from "./lead-block.ts";
import type { BlockProps } from "../blocks/block-props.ts";
import { UnknownContent } from "./UnknownContent.tsx";
import { BlockWhenNear, waitsUntilNear } from "./blocks-when-near.tsx";

export interface ContentAreaProps {
  blocks: readonly Block[] | undefined;
  className?: string;
  /**
   * Whether the area may lead its page (its first block's picture fetched first): false for an area
   * below what the page draws itself, `passesTheLead(...)` of the areas above it. Inside a block the
   * block decides.
   */
  leads?: boolean;
}

export function ContentArea({ blocks, className, leads = true }: ContentAreaProps) {
  const inLeadingBlock = useIsLeadBlock();
  if (!blocks?.length) return null;
  const lead = leads && inLeadingBlock ? leadingBlockIndex(blocks) : -1;
  return (
    <div className={className ? `content-area ${className}` : "content-area"}>
      {blocks.map((block, index) => (
        <LeadBlockContext key={block.contentLink.id} value={index === lead}>
          <BlockView block={block} />
        </LeadBlockContext>
      ))}
    </div>
  );
}

export function BlockView({ block }: BlockProps) {
  const name = moduleNameOf(block.contentType);
  // A block the worker could not validate is shown as a notice instead of breaking the page.
  if (!blockRegistry.has(name) || "invalidBlock" in block) return <UnknownContent kind="block" type={name} />;
  // Loaded modules (preloaded for every view) render without a Suspense boundary: one hydration pass.
  const Loaded = blockRegistry.loaded(name);
  return (
    <ContentErrorBoundary kind="block" type={name}>
      {Loaded ? (
        <BlockFrame name={name} block={block} Block={Loaded} />
      ) : (
        <Suspense fallback={null}>
          <LoadedBlock name={name} block={block} />
        </Suspense>
      )}
    </ContentErrorBoundary>
  );
}

function LoadedBlock({ name, block }: BlockProps & { name: string }) {
  return <BlockFrame name={name} block={block} Block={use(blockRegistry.load(name))} />;
}

function BlockFrame({ name, block, Block }: BlockProps & { name: string; Block: ComponentType<BlockProps> }) {
  const editMode = useEditMode();
  // A block below the lead that only shows content waits until it comes near; an editor's preview
  // shows every save at once, so there each block is live with the page.
  const waits = !useIsLeadBlock() && !editMode && waitsUntilNear(name);
  // In edit mode the CMS finds each block by these attributes to draw its edit hooks over it.
  const editAttributes = editMode
    ? { "data-epi-block-id": block.contentLink.id, "data-epi-content-type": block.contentType.join(",") }
    : {};
  return (
    <div className={`block block--${name}`} id={`block-${block.contentLink.id}`} {...editAttributes}>
      {waits ? <BlockWhenNear Block={Block} block={block} /> : <Block block={block} />}
    </div>
  );
}
