// A CMS content area: each block rendered by the module its last contentType names.
import { Suspense, use } from "react";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import type { Block } from "../../shared/schemas/page-model.ts";
import { blockRegistry } from "../blocks/registry.ts";
import { ContentErrorBoundary } from "./ContentErrorBoundary.tsx";
import { UnknownContent } from "./UnknownContent.tsx";

export interface BlockProps {
  block: Block;
}

export function ContentArea({ blocks, className }: { blocks: readonly Block[] | undefined; className?: string }) {
  if (!blocks?.length) return null;
  return (
    <div className={className ? `content-area ${className}` : "content-area"}>
      {blocks.map((block) => (
        <BlockView key={block.contentLink.id} block={block} />
      ))}
    </div>
  );
}

export function BlockView({ block }: BlockProps) {
  const name = moduleNameOf(block.contentType);
  if (!blockRegistry.has(name)) return <UnknownContent kind="block" type={name} />;
  return (
    <ContentErrorBoundary kind="block" type={name}>
      <Suspense fallback={null}>
        <LoadedBlock name={name} block={block} />
      </Suspense>
    </ContentErrorBoundary>
  );
}

function LoadedBlock({ name, block }: BlockProps & { name: string }) {
  const Block = use(blockRegistry.load(name));
  return (
    <div className={`block block--${name}`} id={`block-${block.contentLink.id}`}>
      <Block block={block} />
    </div>
  );
}
