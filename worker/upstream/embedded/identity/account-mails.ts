// The mails the embedded identity provider sends to members, in the member's language.
import type { Language } from "../../../../shared/languages.ts";
import type { Mail } from "../mail/outbox.ts";
import { messageFormatter } from "../messages.ts";

const text = messageFormatter({
  resetSubject: {
    fi: "Kaarna-salasanasi vaihto",
    en: "Choose a new Kaarna password",
    sv: "Välj ett nytt Kaarna-lösenord",
  },
  resetBody: {
    fi: "Hei {firstName},\n\nKaarna Klubin jäsentilillesi pyydettiin uutta salasanaa. Valitse uusi salasana tästä linkistä (se toimii kerran ja tunnin ajan):\n\n{link}\n\nJos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.\n\nKaarna",
    en: "Hello {firstName},\n\nsomeone asked for a new password for your Kaarna Club account. Choose one with this link (it works once, for an hour):\n\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nKaarna",
    sv: "Hej {firstName},\n\nnågon bad om ett nytt lösenord till ditt konto i Kaarna-klubben. Välj ett med den här länken (den fungerar en gång, i en timme):\n\n{link}\n\nOm det inte var du kan du strunta i meddelandet: ditt lösenord förblir som det är.\n\nKaarna",
  },
});

export function passwordResetMail(to: string, firstName: string, link: string, language: Language): Mail {
  return {
    to,
    subject: text("resetSubject", language),
    text: text("resetBody", language, { firstName, link }),
    links: [link],
  };
}
