// The top banner (spec 000 §2): a line of text with an optional call-to-action link.
import type { Banner } from "../../../shared/schemas/page-model.ts";
import { useT } from "../../i18n/useT.ts";
import { Link } from "../Link.tsx";
import "./TopBanner.css";

export function TopBanner({ banner }: { banner: Banner }) {
  const t = useT();
  return (
    <section className="top-banner" aria-label={t("shell.banner.label")}>
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
