// The embedded commerce API's human texts for cart errors, in the cart's language (it is a separate
// backend, so it carries its own wording instead of the storefront's catalogs).
import { messageFormatter } from "../messages.ts";
import type { Language } from "../../../../shared/languages.ts";

const MESSAGES = {
  "cart.insufficient-stock": {
    fi: "Tuotetta {name} on jäljellä vain {stock} kpl",
    en: "Only {stock} left of {name}",
    sv: "Endast {stock} st kvar av {name}",
  },
  "cart.out-of-stock": {
    fi: "{name} on loppunut varastosta",
    en: "{name} is out of stock",
    sv: "{name} är slut i lager",
  },
  "cart.not-buyable": {
    fi: "Tuotetta {name} ei voi ostaa juuri nyt",
    en: "{name} cannot be bought right now",
    sv: "{name} kan inte köpas just nu",
  },
  "cart.quantity-limit": {
    fi: "Tuotetta {name} voi olla ostoskorissa enintään {max} kpl",
    en: "You can have at most {max} of {name} in the cart",
    sv: "Du kan ha högst {max} st av {name} i varukorgen",
  },
  "cart.unknown-product": {
    fi: "Tuotetta koodilla {code} ei löytynyt",
    en: "No product was found with the code {code}",
    sv: "Ingen produkt hittades med koden {code}",
  },
  "cart.line-not-found": {
    fi: "Tuotetta {code} ei ole tässä toimituksessa",
    en: "{code} is not in this delivery",
    sv: "{code} finns inte i den här leveransen",
  },
  "cart.shipment-not-found": {
    fi: "Toimitusta {shipmentId} ei ole ostoskorissa",
    en: "Delivery {shipmentId} is not in the cart",
    sv: "Leverans {shipmentId} finns inte i varukorgen",
  },
  "cart.custom-tablet-required": {
    fi: "Suunnittele levy ennen kuin lisäät sen ostoskoriin",
    en: "Design the tablet before adding it to the cart",
    sv: "Designa chokladkakan innan du lägger den i varukorgen",
  },
  "cart.not-custom-tablet": {
    fi: "{name} ei ole personoitava levy",
    en: "{name} is not a personalised tablet",
    sv: "{name} är ingen personlig chokladkaka",
  },
  "cart.unauthorized": {
    fi: "Ostoskorin istunto on vanhentunut",
    en: "The cart session has expired",
    sv: "Varukorgens session har gått ut",
  },
  "cart.invalid-request": {
    fi: "Pyynnössä on virheellisiä tietoja",
    en: "The request has invalid data",
    sv: "Begäran innehåller ogiltiga uppgifter",
  },
} satisfies Record<string, Record<Language, string>>;

export type CommerceMessageKey = keyof typeof MESSAGES;

export const commerceMessage = messageFormatter(MESSAGES);
