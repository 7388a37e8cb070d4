// http-error: the not-found (and error) page, answered with its real status by the worker.
import type { PageProps } from "./page-props.ts";
import { ContentArea } from "../components/ContentArea.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { RichText } from "../components/RichText.tsx";

export function HttpErrorPage({ model }: PageProps) {
  return (
    <div className="page page--http-error">
      <div className="page__container page__container--narrow">
        <PageIntro title={model.name} intro={model.mainIntro} />
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
      <ContentArea blocks={model.mainContentArea} />
    </div>
  );
}
