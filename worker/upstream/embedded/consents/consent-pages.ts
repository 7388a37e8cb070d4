// Page models of the consent addresses (spec 000 §2: privacy pages by id and the marketing consent
// pages) for the content API, built like catalogue pages from a synthetic content row so they carry
// the site's navigation and footer: /{language}/privacy/{id} and /{language}/marketing/policy/{id}
// show a policy; /{language}/marketing/email and /{language}/marketing/revocation let the person an
// email reached withdraw consents with the token of its link (read in the browser, never in the model).
import { LANGUAGES, type Language } from "../../../../shared/languages.ts";
import { isLanguage } from "../../../../shared/rules/locale.ts";
import { buildPageModel } from "../content/page-model-builder.ts";
import type { ContentRepository } from "../content/repository.ts";
import { consentStore } from "./consent-store.ts";

/** Apart from CMS and catalogue ids. */
const CONSENT_ID_BASE = 680_000;
const CHANGED_AT = "2026-01-15T08:00:00.000Z";

const MARKETING_VIEWS = {
  email: {
    id: 1,
    name: { fi: "Sähköpostitilaukset", en: "Email subscriptions", sv: "E-postprenumerationer" },
    intro: {
      fi: "Valitse, mitä viestejä haluat meiltä vielä saada.",
      en: "Choose which messages you still want from us.",
      sv: "Välj vilka meddelanden du fortfarande vill få från oss.",
    },
  },
  revocation: {
    id: 2,
    name: { fi: "Peru markkinointiluvat", en: "Withdraw marketing consents", sv: "Återkalla samtycken till marknadsföring" },
    intro: {
      fi: "Yhdellä napilla lopetamme kaiken markkinoinnin sinulle.",
      en: "One button, and we stop all marketing to you.",
      sv: "En knapp, och vi slutar med all marknadsföring till dig.",
    },
  },
} as const;

type ConsentAddress =
  | { language: Language; kind: "policy"; section: "privacy" | "marketing/policy"; id: number }
  | { language: Language; kind: "marketing"; view: keyof typeof MARKETING_VIEWS };

export function consentAddress(path: string): ConsentAddress | null {
  const match = path.match(/^\/([a-z]{2})\/(privacy|marketing\/policy)\/([0-9]{1,6})$/);
  if (match && isLanguage(match[1])) {
    return { language: match[1], kind: "policy", section: match[2] as "privacy" | "marketing/policy", id: Number(match[3]) };
  }
  const view = path.match(/^\/([a-z]{2})\/marketing\/(email|revocation)$/);
  if (view && isLanguage(view[1])) return { language: view[1], kind: "marketing", view: view[2] as "email" | "revocation" };
  return null;
}

const otherLanguages = (path: (language: Language) => string) => LANGUAGES.map((language) => ({ language, url: path(language) }));

/** The page model of a consent address, or null when the path is not one (or names no policy of its section). */
export async function consentPageModel(db: D1Database, repository: ContentRepository, path: string, editMode?: boolean) {
  const address = consentAddress(path);
  if (!address) return null;
  const start = await repository.pageByUrl(`/${address.language}`);
  const ancestors = start ? [{ name: start.name, url: start.url }] : [];
  if (address.kind === "policy") {
    const policy = await consentStore(db).policy(address.id, address.language);
    // A privacy address shows the privacy policy only; the marketing section its own policies.
    if (!policy || (policy.kind === "privacy") !== (address.section === "privacy")) return null;
    const url = (language: Language) => `/${language}/${address.section}/${address.id}`;
    return buildPageModel(
      repository,
      {
        id: CONSENT_ID_BASE + policy.id,
        language: address.language,
        url: url(address.language),
        translationKey: `consent-policy-${policy.id}`,
        parentId: null,
        sortOrder: 0,
        contentType: ["Page", "ConsentPolicy"],
        name: policy.title,
        publishedAt: policy.changedAt,
        changedAt: policy.changedAt,
        fields: {
          mainIntro: policy.summary,
          mainBody: policy.body,
          policy: { id: policy.id, kind: policy.kind, version: policy.version },
          pageMetadata: { metaTitle: policy.title, metaDescription: policy.summary },
        },
      },
      { editMode, ancestors, translations: otherLanguages(url) },
    );
  }
  const view = MARKETING_VIEWS[address.view];
  const url = (language: Language) => `/${language}/marketing/${address.view}`;
  return buildPageModel(
    repository,
    {
      id: CONSENT_ID_BASE + 1000 + view.id,
      language: address.language,
      url: url(address.language),
      translationKey: `marketing-${address.view}`,
      parentId: null,
      sortOrder: 0,
      contentType: ["Page", "MarketingConsent"],
      name: view.name[address.language],
      publishedAt: null,
      changedAt: CHANGED_AT,
      fields: {
        mainIntro: view.intro[address.language],
        consentView: address.view,
        privacyPageUrl: `/${address.language}/privacy/1`,
        // One person's page (the token in its link): never in search engines.
        pageMetadata: { noIndex: true },
      },
    },
    { editMode, ancestors, translations: otherLanguages(url) },
  );
}
