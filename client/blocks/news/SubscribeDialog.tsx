// The subscribe dialog (spec 001 §2 "subscribe dialog"): the subscription form in a modal side panel,
// loaded on its first open so the news block's own chunk stays small. Its categories are the
// newsroom's (the same cached call); the form shows without them while they load.
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { NewsBlockFields } from "../../../shared/schemas/press-releases.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { SidePanel } from "../../components/SidePanel.tsx";
import { newsQueries } from "./news-queries.ts";
import { SubscriptionForm } from "./SubscriptionForm.tsx";
import "../../components/ButtonLink.css";
import "./SubscriptionForm.css";

export interface SubscribeDialogProps {
  block: NewsBlockFields & { subscriptionSuccessPageUrl: string; subscriptionErrorPageUrl: string };
  language: string;
  onClose: () => void;
}

export function SubscribeDialog({ block, language, onClose }: SubscribeDialogProps) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const choices = useQuery(newsQueries.categoriesAndYears(fetchApi, language));
  return (
    <SidePanel title={i18n._("news.subscribe.title")} onClose={onClose} className="subscribe-dialog">
      <p className="subscribe-dialog__intro">{i18n._("news.subscribe.intro")}</p>
      <SubscriptionForm
        feedId={block.feedId}
        pageLanguage={language}
        categories={choices.data?.categories ?? []}
        successPageUrl={block.subscriptionSuccessPageUrl}
        errorPageUrl={block.subscriptionErrorPageUrl}
        privacyStatement={block.privacyStatementText}
      />
    </SidePanel>
  );
}
