// A card promoting another page (the page promoter block, a product's related items): picture, title,
// subtitle and a call to action; the whole card is one link target, named by the title.
import type { Image } from "../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { CmsImage } from "./CmsImage.tsx";
import type { ImagePreset } from "./image-sources.ts";
import { Link } from "./Link.tsx";
import "./PromoterCard.css";

export interface PromoterCardProps {
  title: string;
  url: string;
  subtitle?: string | null;
  image?: Image | null;
  ctaText?: string | null;
  openInNewTab?: boolean;
  headingLevel?: 2 | 3;
  /** "side": picture beside the text from tablet width up; "stacked": picture above the text. */
  layout?: "side" | "stacked";
  /** How wide the picture is shown (the spec's image presets). */
  preset: ImagePreset;
}

export function PromoterCard({
  title,
  url,
  subtitle,
  image,
  ctaText,
  openInNewTab = false,
  headingLevel = 2,
  layout = "side",
  preset,
}: PromoterCardProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`promoter-card promoter-card--${layout}`}>
      {image ? <CmsImage image={image} decorative preset={preset} className="promoter-card__image" /> : null}
      <div className="promoter-card__text">
        <Heading className="promoter-card__title">
          {/* One link named by the title; its ::after stretches over the card (no nested links). */}
          <Link href={url} openInNewTab={openInNewTab} className="promoter-card__link">
            {title}
          </Link>
        </Heading>
        {subtitle ? <p className="promoter-card__subtitle">{subtitle}</p> : null}
        <span className="promoter-card__cta" aria-hidden="true">
          {ctaText ?? i18n._("blocks.page-promoter.read-more")} →
        </span>
      </div>
    </article>
  );
}
