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
  confirmSubject: {
    fi: "Vahvista sähköpostiosoitteesi",
    en: "Confirm your email address",
    sv: "Bekräfta din e-postadress",
  },
  confirmBody: {
    fi: "Hei {firstName},\n\ntervetuloa Kaarna Klubiin! Vahvista, että tämä osoite on sinun, tästä linkistä (se toimii kerran ja viikon ajan):\n\n{link}\n\nKaarna",
    en: "Hello {firstName},\n\nwelcome to the Kaarna Club! Confirm that this address is yours with this link (it works once, for a week):\n\n{link}\n\nKaarna",
    sv: "Hej {firstName},\n\nvälkommen till Kaarna-klubben! Bekräfta att adressen är din med den här länken (den fungerar en gång, i en vecka):\n\n{link}\n\nKaarna",
  },
  changeSubject: {
    fi: "Vahvista uusi sähköpostiosoitteesi",
    en: "Confirm your new email address",
    sv: "Bekräfta din nya e-postadress",
  },
  changeBody: {
    fi: "Hei {firstName},\n\nKaarna Klubin jäsentilisi sähköpostiosoitteeksi pyydettiin tätä osoitetta. Se vaihtuu, kun vahvistat sen tästä linkistä (se toimii kerran ja viikon ajan):\n\n{link}\n\nJos et pyytänyt tätä, voit jättää viestin huomiotta.\n\nKaarna",
    en: "Hello {firstName},\n\nthis address was asked to become your Kaarna Club account's email address. It changes when you confirm it with this link (it works once, for a week):\n\n{link}\n\nIf it was not you, ignore this mail.\n\nKaarna",
    sv: "Hej {firstName},\n\nden här adressen ska bli e-postadressen till ditt konto i Kaarna-klubben. Den byts när du bekräftar den med den här länken (den fungerar en gång, i en vecka):\n\n{link}\n\nOm det inte var du kan du strunta i meddelandet.\n\nKaarna",
  },
});

/** The link to confirm an address: at sign-up, or a new address that replaces the member's old one. */
export function confirmationMail(to: string, firstName: string, link: string, language: Language, change: boolean): Mail {
  return {
    to,
    subject: text(change ? "changeSubject" : "confirmSubject", language),
    text: text(change ? "changeBody" : "confirmBody", language, { firstName, link }),
    links: [link],
  };
}

export function passwordResetMail(to: string, firstName: string, link: string, language: Language): Mail {
  return {
    to,
    subject: text("resetSubject", language),
    text: text("resetBody", language, { firstName, link }),
    links: [link],
  };
}
