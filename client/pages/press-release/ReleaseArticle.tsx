// A press release in full: title, date, intro, its pictures (the first as the main one) with their
// descriptions, the cleaned HTML body, the attached files and the categories, then the way back to
// the newsroom. The data block for search engines goes with it.
import { useLingui } from "@lingui/react";
import type { Release } from "../../../shared/schemas/press-releases.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { Link } from "../../components/Link.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { ReleaseCategories } from "../../components/press-releases/ReleaseCategories.tsx";
import { ReleaseDate } from "../../components/press-releases/ReleaseDate.tsx";
import { ReleasePicture } from "../../components/press-releases/ReleasePicture.tsx";
import { RichText } from "../../components/RichText.tsx";
import { ReleaseJsonLd } from "./ReleaseJsonLd.tsx";

/** The article's text column (46rem) on a wide screen, the whole width on a phone. */
const PICTURE_SIZES = "(min-width: 784px) 736px, 100vw";

export function ReleaseArticle({ release, model }: { release: Release; model: PageModel }) {
  const { i18n } = useLingui();
  const { origin } = useStorefront();
  const url = new URL(`${model.url}?id=${encodeURIComponent(release.id)}`, origin).href;
  const parent = model.breadcrumbs.at(-2);
  return (
    <>
      <ReleaseJsonLd release={release} url={url} origin={origin} siteTitle={model.siteTitle} logoUrl={model.navigation.logoUrl} />
      <PageIntro title={release.title} intro={release.intro}>
        <p className="page-intro__meta">
          {i18n._("news.release.published")} <ReleaseDate publishDateUtc={release.publishDateUtc} />
        </p>
      </PageIntro>
      {release.images.map((image, index) => (
        <figure key={image.urlTo800X800ArResized} className="press-release__figure">
          <ReleasePicture image={image} sizes={PICTURE_SIZES} priority={index === 0} />
          {image.description ? <figcaption className="press-release__caption">{image.description}</figcaption> : null}
        </figure>
      ))}
      <RichText html={release.cleanedHtmlBody} className="page__body press-release__body" />
      {release.files.length ? (
        <section className="press-release__files" aria-labelledby="press-release-files">
          <h2 id="press-release-files">{i18n._("news.release.files")}</h2>
          <ul>
            {release.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.fileName}>
                  {file.title ?? file.fileName}
                </a>{" "}
                <span className="press-release__file-name">({file.fileName})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReleaseCategories categories={release.categories} />
      {parent ? (
        <p className="press-release__back">
          <Link href={parent.url}>{i18n._("news.release.back", { page: parent.name })}</Link>
        </p>
      ) : null}
    </>
  );
}
