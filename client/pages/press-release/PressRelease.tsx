// cision-news-release (spec 001 §2, §5, §8): the release the address's ?id names, in the page's
// language. No id (or more than one) says 'Article does not exist'; an id the provider does not know
// says 'release not found. Id = {id}' (both answered 404 by the worker). The release comes from its
// own cached call, prefetched for the first render (release-queries.ts), never from the page model.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useStorefront } from "../../app/storefront-context.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import type { PageProps } from "../page-props.ts";
import { ReleaseArticle } from "./ReleaseArticle.tsx";
import { releaseIdOf } from "./release-key.ts";
import { releaseQueries } from "./release-queries.ts";
import "./PressReleasePage.css";

export function PressRelease({ model }: PageProps) {
  const { i18n } = useLingui();
  const id = releaseIdOf(useSearchParams()[0]);
  return (
    <article className="page page--press-release">
      <div className="page__container page__container--narrow">
        <Breadcrumbs />
        {id === null ? (
          <ReleaseMessage title={model.name} text={i18n._("news.release.missing")} />
        ) : (
          <ReleaseById id={id} model={model} />
        )}
      </div>
    </article>
  );
}

function ReleaseById({ id, model }: { id: string; model: PageProps["model"] }) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const hydrated = useHydrated();
  const lookup = useQuery(releaseQueries.byId(fetchApi, id, model.metadata.currentLanguage));
  const release = lookup.data?.found ? lookup.data.release : null;
  if (release) return <ReleaseArticle release={release} model={model} />;
  if (lookup.data) return <ReleaseMessage title={model.name} text={i18n._("news.release.not-found", { id })} />;
  // A failure shows only after hydration: the server's render of it would differ from the browser's first.
  if (hydrated && lookup.isError) return <ReleaseMessage title={model.name} text={i18n._("news.release.failed")} alert />;
  return (
    <PageIntro title={model.name}>
      <p aria-busy="true">{i18n._("news.release.loading")}</p>
    </PageIntro>
  );
}

function ReleaseMessage({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <PageIntro title={title}>
      <p className="press-release__message" role={alert ? "alert" : undefined}>
        {text}
      </p>
    </PageIntro>
  );
}
