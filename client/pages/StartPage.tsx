// start: the language's front page, built from its content areas.
import type { PageProps } from "./page-props.ts";
import { ContentArea } from "../components/ContentArea.tsx";
import { passesTheLead } from "../components/lead-block.ts";

export function StartPage({ model }: PageProps) {
  return (
    <div className="page page--start">
      <h1 className="visually-hidden">{model.name}</h1>
      <ContentArea blocks={model.topContentArea} />
      <ContentArea blocks={model.mainContentArea} leads={passesTheLead(model.topContentArea)} />
      <ContentArea blocks={model.bottomContentArea} leads={passesTheLead(model.topContentArea, model.mainContentArea)} />
    </div>
  );
}
