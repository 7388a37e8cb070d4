// The testimonial that ends a product page (spec 001 §2): a band across the standard layout, a boxed
// widget on a package's page. The portrait is decorative: the name beside it says who is speaking.
import type { Testimonial } from "../../../shared/schemas/catalogue.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { useLingui } from "@lingui/react";

export function TestimonialBand({ testimonial, variant }: { testimonial: Testimonial; variant: "band" | "widget" }) {
  const { i18n } = useLingui();
  const { quote, name, image } = testimonial;
  return (
    <section className={`testimonial testimonial--${variant}`} aria-label={i18n._("product.testimonial.heading")}>
      <figure className="testimonial__figure page__container">
        <blockquote className="testimonial__quote">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="testimonial__person">
          {image ? <CmsImage image={image} decorative preset={56} className="testimonial__image" /> : null}
          <span>{name}</span>
        </figcaption>
      </figure>
    </section>
  );
}
