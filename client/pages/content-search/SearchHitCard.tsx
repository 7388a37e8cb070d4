// One content search hit (spec 000 §3): picture, topic, title linking to the content, description.
// Products are shown by the shop's product card instead (SearchHits).
import type { ContentSearchHit } from "../../../shared/schemas/content-search.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Link } from "../../components/Link.tsx";

export function SearchHitCard({ hit }: { hit: ContentSearchHit }) {
  return (
    <article className="search-hit">
      {hit.image ? <CmsImage image={hit.image} decorative preset="square-small" className="search-hit__image" /> : null}
      <div className="search-hit__text">
        {hit.topic ? <p className="search-hit__topic">{hit.topic}</p> : null}
        <h2 className="search-hit__title">
          {/* One link named by the title; its ::after stretches over the card. */}
          <Link href={hit.url} className="search-hit__link">
            {hit.title}
          </Link>
        </h2>
        {hit.description ? <p className="search-hit__description">{hit.description}</p> : null}
      </div>
    </article>
  );
}
