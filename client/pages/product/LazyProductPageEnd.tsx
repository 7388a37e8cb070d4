// The product page's end: related products, related items and the testimonial,
// rendered by the worker with the page and hydrated from their own chunk.
import type { ComponentProps } from "react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { ProductPageEnd } from "./ProductPageEnd.tsx";

type Props = ComponentProps<typeof ProductPageEnd>;

const pageEnd = serverRenderedPart<Props>(
  ["ProductPageEnd", withCatalogParts(["product-details"], () => import("./ProductPageEnd.tsx"))],
  { loads: "when-near" },
);

export function LazyProductPageEnd(props: Props) {
  return <ServerRenderedPart part={pageEnd} props={props} />;
}
