// The order confirmation the embedded commerce API mails to the buyer, in the order's language.
import type { Language } from "../../../../shared/languages.ts";
import { messageFormatter } from "../messages.ts";
import type { Mail } from "./outbox.ts";

const text = messageFormatter({
  subject: {
    fi: "Tilausvahvistus {orderNumber}",
    en: "Order confirmation {orderNumber}",
    sv: "Orderbekräftelse {orderNumber}",
  },
  body: {
    fi: "Kiitos tilauksestasi! Tilausnumerosi on {orderNumber}. Kerromme, kun tilaus lähtee matkaan.\n\nKaarna",
    en: "Thank you for your order! Your order number is {orderNumber}. We will let you know when it is on its way.\n\nKaarna",
    sv: "Tack för din beställning! Ditt ordernummer är {orderNumber}. Vi meddelar när den är på väg.\n\nKaarna",
  },
});

export function orderConfirmationMail(to: string, orderNumber: string, language: Language): Mail {
  return {
    to,
    subject: text("subject", language, { orderNumber }),
    text: text("body", language, { orderNumber }),
    links: [],
  };
}
