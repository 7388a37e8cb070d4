// The article layout shared by article and d2c-article pages: breadcrumbs, title, date, image, body.
import type { ArticlePageFields } from "../../shared/schemas/page-fields.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { formatDate } from "../../shared/rules/locale.ts";
import { useLingui } from "@lingui/react";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CmsImage } from "./CmsImage.tsx";
import { ContentArea } from "./ContentArea.tsx";
import { passesTheLead } from "./lead-block.ts";
import { PageIntro } from "./PageIntro.tsx";
import { RichText } from "./RichText.tsx";

export function ArticleLayout({ model, variant }: { model: PageModel & ArticlePageFields; variant: "article" | "d2c-article" }) {
  const { i18n } = useLingui();
  const { image } = model;
  const language = model.metadata.currentLanguage;
  // The article's picture leads unless a block above it does; the areas below lead only without both.
  const pictureLeads = passesTheLead(model.topContentArea);
  return (
    <article className={`page page--${variant}`}>
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container page__container--narrow">
        <Breadcrumbs />
        <PageIntro title={model.name} intro={model.mainIntro}>
          {model.publishedDate ? (
            <p className="page-intro__meta">
              {i18n._("article.published")}{" "}
              <time dateTime={model.publishedDate}>{formatDate(model.publishedDate, language)}</time>
            </p>
          ) : null}
        </PageIntro>
        {image ? <CmsImage image={image} preset="narrow" className="page__image" priority={pictureLeads} /> : null}
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
      <ContentArea blocks={model.mainContentArea} leads={pictureLeads && !image} />
      <ContentArea blocks={model.bottomContentArea} leads={pictureLeads && !image && passesTheLead(model.mainContentArea)} />
    </article>
  );
}
