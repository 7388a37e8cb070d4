// The product page's parts: the worker renders them with the page and the browser
// hydrates each from its own chunk, so the page hydrates without their code. The
// gallery and the reviews are asked for as the page hydrates, the JSON-LD with the first navigation;
// a package's included items and the information sections, below the description, as they come
// near. Until a part is live it keeps the server's HTML (the first variation's), and a press on one
// of its buttons or links is held and given to it once it is (early-clicks.ts). The label icons do
// nothing when used and never change with the variation: they keep the server's HTML and load only
// when touched or on a navigation. Each loads the messages of the page's details with it (the page's
// own catalog part holds only its first screen's), and its stylesheets are imported here, so the
// server's HTML is styled from the first paint.
import type { ComponentProps } from "react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { VariationImageCarousel } from "./ImageCarousel.tsx";
import type { VariationIncludedItems } from "./IncludedItems.tsx";
import type { InfoTooltip } from "./InfoTooltip.tsx";
import type { InfoPanelsProps } from "./InfoPanels.tsx";
import type { LabelIcons } from "./LabelIcons.tsx";
import type { ProductJsonLdProps } from "./ProductJsonLd.tsx";
import type { ReviewsProps } from "./ReviewsPanel.tsx";
import "../../components/carousel/CarouselButton.css";
import "./ImageCarousel.css";
import "./IncludedItems.css";
import "./InfoPanels.css";
import "./LabelIcons.css";
import "./NutritionTable.css";
import "./RatingStars.css";

const gallery = serverRenderedPart<ComponentProps<typeof VariationImageCarousel>>([
  "VariationImageCarousel",
  withCatalogParts(["product-details"], () => import("./ImageCarousel.tsx")),
]);
const labelIcons = serverRenderedPart<ComponentProps<typeof LabelIcons>>(
  ["LabelIcons", withCatalogParts(["product-details"], () => import("./LabelIcons.tsx"))],
  {
    loads: "when-touched",
  },
);
const reviewsPanel = serverRenderedPart<ReviewsProps>([
  "ReviewsPanel",
  withCatalogParts(["product-details"], () => import("./ReviewsPanel.tsx")),
]);
// A package's contents, under the description: on a phone below the first screen.
const includedItems = serverRenderedPart<ComponentProps<typeof VariationIncludedItems>>(
  ["VariationIncludedItems", withCatalogParts(["product-details"], () => import("./IncludedItems.tsx"))],
  { loads: "when-near" },
);
// The last price's (i): it explains a fixed text when touched, so it loads only then.
const infoTooltip = serverRenderedPart<ComponentProps<typeof InfoTooltip>>(
  ["InfoTooltip", withCatalogParts(["product-summary"], () => import("./InfoTooltip.tsx"))],
  { loads: "when-touched" },
);
// Under the description: on a phone well below the first screen, so it waits until it comes near.
const infoPanels = serverRenderedPart<InfoPanelsProps>(
  ["InfoPanels", withCatalogParts(["product-details"], () => import("./InfoPanels.tsx"))],
  { loads: "when-near" },
);
// Structured data for search engines: the server's script is all a load needs, and it changes only
// with the variation, whose choice loads the waiting parts as a navigation does (useSelectedVariation).
const jsonLd = serverRenderedPart<ProductJsonLdProps>(
  ["ProductJsonLd", withCatalogParts(["product-details"], () => import("./ProductJsonLd.tsx"))],
  { loads: "with-navigation" },
);

export function LazyImageCarousel(props: ComponentProps<typeof VariationImageCarousel>) {
  return <ServerRenderedPart part={gallery} props={props} />;
}

export function LazyLabelIcons(props: ComponentProps<typeof LabelIcons>) {
  return <ServerRenderedPart part={labelIcons} props={props} />;
}

export function LazyReviewsPanel(props: ReviewsProps) {
  return <ServerRenderedPart part={reviewsPanel} props={props} />;
}

export function LazyIncludedItems(props: ComponentProps<typeof VariationIncludedItems>) {
  return <ServerRenderedPart part={includedItems} props={props} />;
}

export function LazyInfoTooltip(props: ComponentProps<typeof InfoTooltip>) {
  return <ServerRenderedPart part={infoTooltip} props={props} />;
}

export function LazyInfoPanels(props: InfoPanelsProps) {
  return <ServerRenderedPart part={infoPanels} props={props} />;
}

export function LazyProductJsonLd(props: ProductJsonLdProps) {
  return <ServerRenderedPart part={jsonLd} props={props} />;
}
