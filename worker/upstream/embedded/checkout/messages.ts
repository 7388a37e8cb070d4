// The embedded checkout's human texts in the cart's language (a separate backend carries its own
// wording, like the cart's messages.ts).
import { messageFormatter } from "../messages.ts";
import type { Language } from "../../../../shared/languages.ts";

const MESSAGES = {
  "checkout.unauthorized": {
    fi: "Kassan istunto on vanhentunut",
    en: "The checkout session has expired",
    sv: "Kassans session har gått ut",
  },
  "checkout.not-found": { fi: "Ostoskoria ei löytynyt", en: "The cart was not found", sv: "Varukorgen hittades inte" },
  "checkout.order-not-found": { fi: "Tilausta ei löytynyt", en: "The order was not found", sv: "Beställningen hittades inte" },
  "checkout.invalid-request": {
    fi: "Pyynnössä on virheellisiä tietoja",
    en: "The request has invalid data",
    sv: "Begäran innehåller ogiltiga uppgifter",
  },
  "checkout.unknown-coupon": {
    fi: "Kampanjakoodi {code} ei ole voimassa",
    en: "The promo code {code} is not valid",
    sv: "Kampanjkoden {code} är inte giltig",
  },
  "checkout.unknown-shipping-method": {
    fi: "Toimitustapaa ei löytynyt",
    en: "The delivery method was not found",
    sv: "Leveranssättet hittades inte",
  },
  "checkout.gift-card-invalid": {
    fi: "Lahjakortin numero tai PIN-koodi on väärin",
    en: "The gift card number or PIN is wrong",
    sv: "Presentkortets nummer eller PIN-kod är fel",
  },
  "checkout.gift-card-currency": {
    fi: "Lahjakortit ovat euromääräisiä: niillä voi maksaa Suomen kaupassa",
    en: "Gift cards hold euros: they can be used in the Finnish shop",
    sv: "Presentkort gäller i euro: de kan användas i den finska butiken",
  },
  "checkout.gift-card-empty": {
    fi: "Lahjakortilla ei ole saldoa",
    en: "The gift card has no balance left",
    sv: "Presentkortet har inget saldo kvar",
  },
  "checkout.gift-card-already-applied": {
    fi: "Lahjakortti on jo käytössä tässä tilauksessa",
    en: "The gift card is already applied to this order",
    sv: "Presentkortet används redan i den här beställningen",
  },
  "checkout.gift-card-not-applied": {
    fi: "Lahjakorttia ei ole käytetty tässä tilauksessa",
    en: "The gift card is not applied to this order",
    sv: "Presentkortet används inte i den här beställningen",
  },
  "checkout.nothing-to-pay": {
    fi: "Tilauksessa ei ole maksettavaa",
    en: "There is nothing left to pay",
    sv: "Det finns inget kvar att betala",
  },
  "checkout.card-refused": {
    fi: "Korttimaksu hylättiin. Tarkista kortin tiedot tai käytä toista korttia.",
    en: "The card payment was declined. Check the card details or use another card.",
    sv: "Kortbetalningen avvisades. Kontrollera kortuppgifterna eller använd ett annat kort.",
  },
  "checkout.card-expired": {
    fi: "Kortti on vanhentunut",
    en: "The card has expired",
    sv: "Kortet har gått ut",
  },
  "checkout.card-not-supported": {
    fi: "Demokauppa hyväksyy vain testikortit",
    en: "The demo shop accepts only the test cards",
    sv: "Demobutiken godkänner bara testkorten",
  },
  "checkout.cart-empty": { fi: "Ostoskori on tyhjä", en: "The cart is empty", sv: "Varukorgen är tom" },
  "checkout.details-required": {
    fi: "Täytä tilaajan tiedot",
    en: "Fill in your details",
    sv: "Fyll i dina uppgifter",
  },
  "checkout.shipping-required": {
    fi: "Valitse toimitustapa",
    en: "Choose a delivery method",
    sv: "Välj leveranssätt",
  },
  "checkout.consent-required": {
    fi: "Hyväksy toimitusehdot ennen tilaamista",
    en: "Accept the terms of delivery before ordering",
    sv: "Godkänn leveransvillkoren innan du beställer",
  },
  "checkout.payment-required": {
    fi: "Maksu puuttuu tai sen summa on muuttunut. Maksa tilaus uudelleen.",
    en: "The payment is missing or its amount has changed. Please pay again.",
    sv: "Betalningen saknas eller beloppet har ändrats. Betala igen.",
  },
  "checkout.payment-cancelled": {
    fi: "Maksun tunnistautuminen keskeytettiin",
    en: "The payment authentication was cancelled",
    sv: "Autentiseringen av betalningen avbröts",
  },
  "checkout.insufficient-stock": {
    fi: "Tuotetta {name} on jäljellä vain {stock} kpl",
    en: "Only {stock} left of {name}",
    sv: "Endast {stock} st kvar av {name}",
  },
  "checkout.stock-short": {
    fi: "Kaikkia tuotteita ei ole varastossa tilattua määrää",
    en: "Some products are not in stock in the quantity ordered",
    sv: "Alla produkter finns inte i lager i den beställda mängden",
  },
  "checkout.order-conflict": {
    fi: "Tilausta ei voitu tehdä, koska ostoskori muuttui. Yritä uudelleen.",
    en: "The order could not be placed because the cart changed. Please try again.",
    sv: "Beställningen kunde inte göras eftersom varukorgen ändrades. Försök igen.",
  },
  "checkout.order-in-progress": {
    fi: "Tilausta käsitellään vielä",
    en: "The order is still being processed",
    sv: "Beställningen behandlas fortfarande",
  },
} satisfies Record<string, Record<Language, string>>;

export type CheckoutMessageKey = keyof typeof MESSAGES;

export const checkoutMessage = messageFormatter(MESSAGES);

/** A refused checkout call: answered as a CheckoutError with one entry, changing nothing. */
export class CheckoutProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409 | 503,
    readonly key: CheckoutMessageKey,
    readonly values: Record<string, string | number> = {},
    readonly errors: { key: string; value: string }[] = [],
  ) {
    super(key);
    this.name = "CheckoutProblem";
  }
}
