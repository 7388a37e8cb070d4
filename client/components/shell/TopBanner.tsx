// The top banner (spec 000 §2): a line of text with an optional call-to-action link.
import type { Banner } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import "./TopBanner.css";

export function TopBanner({ banner }: { banner: Banner }) {
  const { i18n } = useLingui();
  return (
    <section className="top-banner" aria-label={i18n._("shell.banner.label")}>
      <p className="top-banner__text">
        {banner.text}
        {banner.ctaLabel && banner.ctaUrl ? (
          <Link href={banner.ctaUrl} className="top-banner__cta">
            {banner.ctaLabel}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
