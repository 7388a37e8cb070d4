// marketing-automation-campaign-thank-you (spec 001 §2, §7): where a subscriber lands after the
// subscription form, with the provider's ?identifier. The page shows its own content; once in the
// browser it calls the campaign's thank-you data with the identifier and shows nothing of the
// answer, as the spec says. The identifier never reaches the page model or its cache key.
import { useQuery } from "@tanstack/react-query";
import { SUBSCRIPTION_IDENTIFIER } from "../../../shared/press-releases.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ContentArea } from "../../components/ContentArea.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { RichText } from "../../components/RichText.tsx";
import type { PageProps } from "../page-props.ts";

export function ThankYou({ model }: PageProps) {
  useThankYouData(model.metadata.currentLanguage);
  return (
    <article className="page page--thank-you">
      <div className="page__container page__container--narrow">
        <Breadcrumbs />
        <PageIntro title={model.name} intro={model.mainIntro} />
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
      <ContentArea blocks={model.mainContentArea} />
    </article>
  );
}

/** The campaign's thank-you call, made once per identifier in the browser; its answer is not used. */
function useThankYouData(language: string) {
  const { fetchApi } = useStorefront();
  const hydrated = useHydrated();
  const identifier = hydrated ? (new URLSearchParams(window.location.search).get("identifier") ?? "") : "";
  useQuery({
    queryKey: ["marketing-thank-you", identifier],
    queryFn: () =>
      createApiClient(fetchApi, language).get<unknown>(
        `/api/marketing-automation/thank-you?identifier=${encodeURIComponent(identifier)}`,
      ),
    enabled: SUBSCRIPTION_IDENTIFIER.test(identifier),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
