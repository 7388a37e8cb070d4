// The designer page's parts: the worker renders the designer and the product's
// JSON-LD with the page and the browser hydrates each from its own chunk, asked for as the page
// hydrates, so the page hydrates without the designer's form, preview and rules. Until
// the designer is live it keeps the server's HTML, and a press on one of its buttons is held and given
// to it once it is (early-clicks.ts). Its stylesheet is imported here, so the server's HTML is styled
// from the first paint. The JSON-LD has no text to translate: unlike the product page's JSON-LD part
// (product-parts.tsx), it loads no messages with it.
import type { ComponentProps } from "react";
import { ServerRenderedPart, serverRenderedPart } from "../../../registry/server-rendered-part.tsx";
import type { ProductJsonLdProps } from "../ProductJsonLd.tsx";
import type { TabletDesigner } from "./TabletDesigner.tsx";
import "./TabletDesigner.css";

const designer = serverRenderedPart<ComponentProps<typeof TabletDesigner>>([
  "TabletDesigner",
  () => import("./TabletDesigner.tsx"),
]);

export function LazyTabletDesigner(props: ComponentProps<typeof TabletDesigner>) {
  return <ServerRenderedPart part={designer} props={props} />;
}

const jsonLd = serverRenderedPart<ProductJsonLdProps>(["ProductJsonLd", () => import("../ProductJsonLd.tsx")]);

export function LazyTabletJsonLd(props: ProductJsonLdProps) {
  return <ServerRenderedPart part={jsonLd} props={props} />;
}
