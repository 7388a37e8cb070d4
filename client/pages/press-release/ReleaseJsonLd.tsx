// JSON-LD NewsArticle of a press release, for search engines: headline, dates, pictures, language,
// the page it is on and the company as its author and publisher.
import type { Release } from "../../../shared/schemas/press-releases.ts";

/** Search engines show at most about 110 characters of a headline. */
const HEADLINE_MAX = 110;

export interface ReleaseJsonLdInput {
  release: Release;
  /** The release page's absolute address, with its ?id=. */
  url: string;
  origin: string;
  /** The site's name and logo: the company that publishes its releases. */
  siteTitle: string;
  logoUrl: string | null;
}

export function releaseJsonLd({ release, url, origin, siteTitle, logoUrl }: ReleaseJsonLdInput) {
  const company = { "@type": "Organization", name: siteTitle, url: origin };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: release.title.length > HEADLINE_MAX ? `${release.title.slice(0, HEADLINE_MAX - 1)}…` : release.title,
    ...(release.intro ? { description: release.intro } : {}),
    datePublished: release.publishDateUtc,
    inLanguage: release.languageCode,
    mainEntityOfPage: url,
    url,
    image: release.images.map((image) => new URL(image.urlTo800X800ArResized, origin).href),
    ...(release.categories.length ? { articleSection: release.categories.map((category) => category.name) } : {}),
    author: company,
    publisher: {
      ...company,
      ...(logoUrl ? { logo: { "@type": "ImageObject", url: new URL(logoUrl, origin).href } } : {}),
    },
  };
}

/** The JSON-LD data block; "<" is escaped so no text of the release can close the script element. */
export function ReleaseJsonLd(props: ReleaseJsonLdInput) {
  const json = JSON.stringify(releaseJsonLd(props)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
