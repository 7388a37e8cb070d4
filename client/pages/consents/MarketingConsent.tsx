// marketing-consent: the pages an email's links open (spec 000 §2 "marketing consent pages"): the
// person's email subscriptions, to leave some, or the withdrawal of every marketing consent at once.
// The token of the link is read in the browser and sent in a POST body; the server's HTML is the same
// for everyone and holds nobody's data.
import { useLingui } from "@lingui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { PersonConsents } from "../../../shared/schemas/consents.ts";
import type { MarketingConsentPageFields } from "../../../shared/schemas/page-fields.ts";
import { ApiRequestError, createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import type { PageProps } from "../page-props.ts";
import "./MarketingConsentPage.css";

const linkToken = () => new URLSearchParams(window.location.search).get("token") ?? "";

export function MarketingConsent({ model: page }: PageProps<MarketingConsentPageFields>) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const { fetchApi } = useStorefront();
  const api = createApiClient(fetchApi, page.metadata.currentLanguage);
  const token = hydrated ? linkToken() : "";
  const person = useQuery({
    queryKey: ["marketing-consents", token],
    queryFn: () => api.send<PersonConsents>("POST", "/api/marketing/person", { token }),
    enabled: hydrated && token !== "",
    retry: (count, error) => !(error instanceof ApiRequestError && error.refused) && count < 1,
  });
  const invalid = hydrated && (token === "" || person.isError);
  return (
    <article className="page marketing-consent">
      <div className="page__container page__container--narrow">
        <PageIntro title={page.name} intro={page.mainIntro} />
        {invalid ? (
          <p className="marketing-consent__invalid" role="alert">
            {i18n._("consents.link-invalid")}
          </p>
        ) : null}
        {person.data ? (
          page.consentView === "email" ? (
            <EmailChoices token={token} person={person.data} />
          ) : (
            <Revocation token={token} person={person.data} />
          )
        ) : null}
        {!invalid && !person.data ? <div className="marketing-consent__placeholder" aria-busy="true" /> : null}
        {page.privacyPageUrl ? (
          <p>
            <Link href={page.privacyPageUrl}>{i18n._("consents.privacy-link")}</Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Saves what the person chose and puts the answer in the cache; says so in a live region. */
function useConsentChange(token: string) {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const api = createApiClient(fetchApi, i18n.locale);
  return useMutation({
    mutationFn: (change: { step: "unsubscribe"; policyIds: number[] } | { step: "revoke" }) =>
      api.send<PersonConsents>(
        "POST",
        `/api/marketing/${change.step}`,
        change.step === "revoke" ? { token } : { token, policyIds: change.policyIds },
      ),
    onSuccess: (answer) => queryClient.setQueryData(["marketing-consents", token], answer),
  });
}

function EmailChoices({ token, person }: { token: string; person: PersonConsents }) {
  const { i18n } = useLingui();
  const change = useConsentChange(token);
  const [leaving, setLeaving] = useState<number[]>([]);
  const [unchanged, setUnchanged] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setUnchanged(leaving.length === 0);
    if (leaving.length > 0) change.mutate({ step: "unsubscribe", policyIds: leaving }, { onSuccess: () => setLeaving([]) });
  };
  return (
    <form className="marketing-consent__form" onSubmit={submit}>
      <fieldset>
        <legend>{i18n._("consents.email.legend", { email: person.email })}</legend>
        {person.consents.map((consent) => (
          <label key={consent.policyId} className="marketing-consent__choice">
            <input
              type="checkbox"
              checked={consent.granted && !leaving.includes(consent.policyId)}
              // Subscribing again needs the person's own opt-in: this page only lets them leave.
              disabled={!consent.granted}
              onChange={(event) =>
                setLeaving((ids) =>
                  event.target.checked ? ids.filter((id) => id !== consent.policyId) : [...ids, consent.policyId],
                )
              }
            />
            <span>
              <strong>{consent.title}</strong> {consent.summary}
              {consent.granted ? null : <em> {i18n._("consents.email.not-subscribed")}</em>}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonLinkClass("primary")} aria-disabled={change.isPending || undefined}>
        {i18n._("consents.email.save")}
      </button>
      <p role="status" className="marketing-consent__status">
        {unchanged
          ? i18n._("consents.email.unchanged")
          : change.isSuccess
            ? i18n._("consents.email.saved")
            : change.isError
              ? i18n._("consents.failed")
              : ""}
      </p>
    </form>
  );
}

function Revocation({ token, person }: { token: string; person: PersonConsents }) {
  const { i18n } = useLingui();
  const change = useConsentChange(token);
  const granted = person.consents.filter((consent) => consent.granted);
  // The button goes away with the last consent: focus moves to the message that says it is done.
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (change.isSuccess) status.current?.focus();
  }, [change.isSuccess]);
  return (
    <section className="marketing-consent__form" aria-labelledby="revocation-heading">
      <h2 id="revocation-heading">{i18n._("consents.revocation.heading", { email: person.email })}</h2>
      {granted.length > 0 ? (
        <>
          <ul>
            {granted.map((consent) => (
              <li key={consent.policyId}>{consent.title}</li>
            ))}
          </ul>
          <button
            type="button"
            className={buttonLinkClass("primary")}
            aria-disabled={change.isPending || undefined}
            onClick={() => (change.isPending ? undefined : change.mutate({ step: "revoke" }))}
          >
            {i18n._("consents.revocation.button")}
          </button>
        </>
      ) : null}
      <p role="status" className="marketing-consent__status" ref={status} tabIndex={-1}>
        {change.isSuccess
          ? i18n._("consents.revocation.done")
          : granted.length === 0
            ? i18n._("consents.revocation.none")
            : change.isError
              ? i18n._("consents.failed")
              : ""}
      </p>
    </section>
  );
}
