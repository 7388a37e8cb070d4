// breadcrumbs-block: the page's breadcrumbs where the editor placed them, with or without the current page.
import type { BreadcrumbsBlockFields } from "../../shared/schemas/blocks.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import type { BlockProps } from "./block-props.ts";

export function BreadcrumbsBlock({ block }: BlockProps<BreadcrumbsBlockFields>) {
  const fields = block;
  return (
    <BlockContainer>
      <Breadcrumbs showCurrentPage={fields.showCurrentPage} placedByEditor />
    </BlockContainer>
  );
}
