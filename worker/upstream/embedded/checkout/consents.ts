// The checkout's consents in the cart's language: accepting the terms is required to order, the
// marketing permissions are optional.
import type { Language } from "../../../../shared/languages.ts";
import type { ConsentList } from "../../../../shared/schemas/checkout.ts";

const CONSENTS = [
  {
    id: "terms",
    required: true,
    text: {
      fi: "Hyväksyn Kaarnan verkkokaupan toimitusehdot ja tietosuojaselosteen",
      en: "I accept the Kaarna web shop's terms of delivery and privacy notice",
      sv: "Jag godkänner Kaarnas webbutiks leveransvillkor och dataskyddsbeskrivning",
    },
  },
  {
    id: "marketing-email",
    required: false,
    text: {
      fi: "Haluan Kaarnan uutiskirjeen ja tarjouksia sähköpostiini",
      en: "Send me Kaarna's newsletter and offers by email",
      sv: "Jag vill ha Kaarnas nyhetsbrev och erbjudanden per e-post",
    },
  },
  {
    id: "marketing-sms",
    required: false,
    text: {
      fi: "Saa lähettää minulle tarjouksia tekstiviestillä",
      en: "You may send me offers by text message",
      sv: "Ni får skicka mig erbjudanden per sms",
    },
  },
] as const;

export const REQUIRED_CONSENTS = CONSENTS.filter((consent) => consent.required).map((consent) => consent.id);

export function consentList(language: Language): ConsentList {
  return { consents: CONSENTS.map((consent) => ({ id: consent.id, text: consent.text[language], required: consent.required })) };
}
