// landing: a campaign or story page; title, intro, then the editor's blocks.
import type { PageProps } from "./page-props.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";
import { PageIntro } from "../components/PageIntro.tsx";
import { RichText } from "../components/RichText.tsx";

export function LandingPage({ model }: PageProps) {
  return (
    <div className="page page--landing">
      <ContentArea blocks={model.topContentArea} />
      <div className="page__container">
        <Breadcrumbs />
        <PageIntro title={model.name} intro={model.mainIntro} />
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
      <ContentArea blocks={model.mainContentArea} leads={passesTheLead(model.topContentArea)} />
      <ContentArea blocks={model.bottomContentArea} leads={passesTheLead(model.topContentArea, model.mainContentArea)} />
    </div>
  );
}
