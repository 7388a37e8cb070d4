// consent-policy: a privacy or marketing policy by id (spec 000 §2 "privacy pages by id", the
// marketing policy content): title, summary, the date and version it holds from, and its text.
import { useLingui } from "@lingui/react";
import { formatDate } from "../../../shared/rules/locale.ts";
import type { ConsentPolicyPageFields } from "../../../shared/schemas/page-fields.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { RichText } from "../../components/RichText.tsx";
import type { PageProps } from "../page-props.ts";

export function ConsentPolicy({ model: page }: PageProps<ConsentPolicyPageFields>) {
  const { i18n } = useLingui();
  const language = page.metadata.currentLanguage;
  return (
    <article className="page page--article">
      <div className="page__container page__container--narrow">
        <Breadcrumbs />
        <PageIntro title={page.name} intro={page.mainIntro}>
          {page.publishedDate ? (
            <p className="page-intro__meta">
              {i18n._("consents.policy.updated", { version: page.policy.version })}{" "}
              <time dateTime={page.publishedDate}>{formatDate(page.publishedDate, language)}</time>
            </p>
          ) : null}
        </PageIntro>
        {page.mainBody ? <RichText html={page.mainBody} className="page__body" /> : null}
      </div>
    </article>
  );
}
