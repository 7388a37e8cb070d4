// location-lunch-list (spec 001 §2): main body only, under the page's name.
import { PageIntro } from "../components/PageIntro.tsx";
import { RichText } from "../components/RichText.tsx";
import type { PageProps } from "./page-props.ts";

export function LocationLunchListPage({ model }: PageProps) {
  return (
    <article className="page page--location-lunch-list">
      <div className="page__container page__container--narrow">
        <PageIntro title={model.name} />
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
    </article>
  );
}
