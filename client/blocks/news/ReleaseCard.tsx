// One release in a news block's list: its picture, date, title (a link to the release page with
// ?id=, when the block names that page) and intro.
import type { ReleaseSummary } from "../../../shared/schemas/press-releases.ts";
import { Heading } from "../../components/Heading.tsx";
import { Link } from "../../components/Link.tsx";
import { ReleaseDate } from "../../components/press-releases/ReleaseDate.tsx";
import { ReleasePicture } from "../../components/press-releases/ReleasePicture.tsx";

/** A card is a third of the container on a wide screen, half on a tablet, the whole width on a phone. */
const CARD_SIZES = "(min-width: 1248px) 384px, (min-width: 768px) 50vw, 100vw";

/** The release page's address for a release: the page named by the block, with the id. */
export function releaseAddress(releasePageUrl: string, id: string): string {
  return `${releasePageUrl}${releasePageUrl.includes("?") ? "&" : "?"}id=${encodeURIComponent(id)}`;
}

export function ReleaseCard({
  release,
  releasePageUrl,
  headingLevel,
}: {
  release: ReleaseSummary;
  releasePageUrl: string | null;
  /** The card titles' CMS level: one below the block's heading. */
  headingLevel: number;
}) {
  const image = release.images[0];
  return (
    <article className="release-card">
      {image ? <ReleasePicture image={image} sizes={CARD_SIZES} decorative className="release-card__picture" /> : null}
      <div className="release-card__text">
        <Heading level={headingLevel} className="release-card__title">
          {releasePageUrl ? <Link href={releaseAddress(releasePageUrl, release.id)}>{release.title}</Link> : release.title}
        </Heading>
        <ReleaseDate publishDateUtc={release.publishDateUtc} className="release-card__date" />
        {release.intro ? <p className="release-card__intro">{release.intro}</p> : null}
      </div>
    </article>
  );
}
