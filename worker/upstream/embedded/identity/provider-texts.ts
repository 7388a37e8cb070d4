// The embedded identity provider's own texts in the shop's three languages: the provider is another
// system than the storefront, so its pages do not use the storefront's catalogs.
import type { Language } from "../../../../shared/languages.ts";
import { MEMBER_PASSWORD } from "../../../../shared/rules/field-limits.ts";

export interface ProviderTexts {
  signInTitle: string;
  signInIntro: string;
  signInSubmit: string;
  signUpTitle: string;
  signUpIntro: string;
  signUpSubmit: string;
  passwordTitle: string;
  passwordIntro: string;
  passwordSubmit: string;
  passwordDoneTitle: string;
  passwordDone: string;
  forgotLink: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotSubmit: string;
  forgotSent: string;
  resetTitle: string;
  resetIntro: string;
  resetSubmit: string;
  resetExpired: string;
  askAgain: string;
  confirmTitle: string;
  confirmIntro: string;
  confirmSubmit: string;
  confirmDone: string;
  confirmExpired: string;
  confirmTaken: string;
  toAccount: string;
  email: string;
  password: string;
  currentPassword: string;
  newPassword: string;
  passwordHint: string;
  firstName: string;
  lastName: string;
  marketing: string;
  noAccount: string;
  createAccount: string;
  haveAccount: string;
  wrong: string;
  limited: string;
  taken: string;
  back: string;
  backToAccount: string;
  fieldProblems: Record<"firstName" | "lastName" | "email" | "password", string>;
}

const min = MEMBER_PASSWORD.min;

export const PROVIDER_TEXTS: Record<Language, ProviderTexts> = {
  fi: {
    signInTitle: "Kirjaudu Kaarna Klubiin",
    signInIntro: "Kirjaudu jäsentililläsi nähdäksesi tilauksesi ja tietosi.",
    signInSubmit: "Kirjaudu",
    signUpTitle: "Liity Kaarna Klubiin",
    signUpIntro: "Jäsenenä näet tilaushistoriasi ja voit hallita tietojasi ja sähköpostitilauksiasi.",
    signUpSubmit: "Luo jäsentili",
    passwordTitle: "Vaihda salasana",
    passwordIntro: "Vahvista nykyinen salasanasi ja valitse uusi. Vaihto kirjaa sinut ulos kaikilta laitteilta.",
    passwordSubmit: "Vaihda salasana",
    passwordDoneTitle: "Salasana vaihdettu",
    passwordDone: "Salasanasi on vaihdettu ja sinut on kirjattu ulos kaikilta laitteilta. Kirjaudu uudella salasanalla.",
    forgotLink: "Unohditko salasanasi?",
    forgotTitle: "Unohtunut salasana",
    forgotIntro:
      "Kirjoita jäsentilisi sähköpostiosoite. Lähetämme linkin, jolla valitset uuden salasanan; se toimii kerran ja tunnin ajan.",
    forgotSubmit: "Lähetä linkki",
    forgotSent:
      "Jos osoitteella on jäsentili, sinne on lähetetty linkki uuden salasanan valintaan. Se toimii kerran ja tunnin ajan.",
    resetTitle: "Valitse uusi salasana",
    resetIntro: "Uuden salasanan valinta kirjaa sinut ulos kaikilta laitteilta.",
    resetSubmit: "Tallenna uusi salasana",
    resetExpired: "Linkki on vanhentunut tai jo käytetty. Pyydä uusi linkki.",
    askAgain: "Pyydä uusi linkki",
    confirmTitle: "Vahvista sähköpostiosoitteesi",
    confirmIntro: "Vahvista, että tämä osoite on sinun:",
    confirmSubmit: "Vahvista osoite",
    confirmDone: "Sähköpostiosoitteesi on vahvistettu.",
    confirmExpired: "Linkki on vanhentunut tai jo käytetty.",
    confirmTaken: "Osoite kuuluu jo toiselle jäsentilille, joten sitä ei vaihdettu.",
    toAccount: "Omille sivuille",
    email: "Sähköposti",
    password: "Salasana",
    currentPassword: "Nykyinen salasana",
    newPassword: "Uusi salasana",
    passwordHint: `Vähintään ${min} merkkiä, ei sähköpostiosoitteesi.`,
    firstName: "Etunimi",
    lastName: "Sukunimi",
    marketing: "Haluan Kaarnan uutiskirjeen sähköpostiini",
    noAccount: "Etkö ole vielä jäsen?",
    createAccount: "Luo jäsentili",
    haveAccount: "Oletko jo jäsen?",
    wrong: "Sähköpostiosoite tai salasana on väärin.",
    limited: "Liian monta yritystä. Odota hetki ja yritä uudelleen.",
    taken: "Tällä sähköpostiosoitteella on jo jäsentili. Kirjaudu sisään.",
    back: "Takaisin kauppaan",
    backToAccount: "Takaisin omille sivuille",
    fieldProblems: {
      firstName: "Kirjoita etunimesi (vähintään 2 merkkiä).",
      lastName: "Kirjoita sukunimesi (vähintään 2 merkkiä).",
      email: "Kirjoita toimiva sähköpostiosoite.",
      password: `Valitse salasana, jossa on vähintään ${min} merkkiä ja joka ei ole sähköpostiosoitteesi.`,
    },
  },
  en: {
    signInTitle: "Sign in to the Kaarna Club",
    signInIntro: "Sign in with your member account to see your orders and details.",
    signInSubmit: "Sign in",
    signUpTitle: "Join the Kaarna Club",
    signUpIntro: "As a member you see your order history and manage your details and email subscriptions.",
    signUpSubmit: "Create account",
    passwordTitle: "Change password",
    passwordIntro: "Confirm your current password and choose a new one. Changing it signs you out on every device.",
    passwordSubmit: "Change password",
    passwordDoneTitle: "Password changed",
    passwordDone: "Your password has been changed and you have been signed out on every device. Sign in with your new password.",
    forgotLink: "Forgot your password?",
    forgotTitle: "Forgotten password",
    forgotIntro:
      "Enter your member account's email address. We will send you a link for choosing a new password; it works once, for an hour.",
    forgotSubmit: "Send the link",
    forgotSent:
      "If the address has a member account, a link for choosing a new password is on its way. It works once, for an hour.",
    resetTitle: "Choose a new password",
    resetIntro: "Choosing a new password signs you out on every device.",
    resetSubmit: "Save the new password",
    resetExpired: "This link has expired or has already been used. Ask for a new one.",
    askAgain: "Ask for a new link",
    confirmTitle: "Confirm your email address",
    confirmIntro: "Confirm that this address is yours:",
    confirmSubmit: "Confirm the address",
    confirmDone: "Your email address is confirmed.",
    confirmExpired: "This link has expired or has already been used.",
    confirmTaken: "This address already belongs to another member account, so it was not changed.",
    toAccount: "To my account",
    email: "Email",
    password: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    passwordHint: `At least ${min} characters, not your email address.`,
    firstName: "First name",
    lastName: "Last name",
    marketing: "Send me Kaarna's newsletter by email",
    noAccount: "Not a member yet?",
    createAccount: "Create an account",
    haveAccount: "Already a member?",
    wrong: "The email address or password is wrong.",
    limited: "Too many attempts. Wait a while and try again.",
    taken: "This email address already has a member account. Sign in instead.",
    back: "Back to the shop",
    backToAccount: "Back to my account",
    fieldProblems: {
      firstName: "Enter your first name (at least 2 characters).",
      lastName: "Enter your last name (at least 2 characters).",
      email: "Enter a valid email address.",
      password: `Choose a password of at least ${min} characters that is not your email address.`,
    },
  },
  sv: {
    signInTitle: "Logga in i Kaarna-klubben",
    signInIntro: "Logga in med ditt medlemskonto för att se dina beställningar och uppgifter.",
    signInSubmit: "Logga in",
    signUpTitle: "Gå med i Kaarna-klubben",
    signUpIntro: "Som medlem ser du din orderhistorik och hanterar dina uppgifter och e-postprenumerationer.",
    signUpSubmit: "Skapa konto",
    passwordTitle: "Byt lösenord",
    passwordIntro: "Bekräfta ditt nuvarande lösenord och välj ett nytt. Bytet loggar ut dig på alla enheter.",
    passwordSubmit: "Byt lösenord",
    passwordDoneTitle: "Lösenordet är bytt",
    passwordDone: "Ditt lösenord är bytt och du har loggats ut på alla enheter. Logga in med ditt nya lösenord.",
    forgotLink: "Glömt lösenordet?",
    forgotTitle: "Glömt lösenord",
    forgotIntro:
      "Skriv e-postadressen till ditt medlemskonto. Vi skickar en länk där du väljer ett nytt lösenord; den fungerar en gång, i en timme.",
    forgotSubmit: "Skicka länken",
    forgotSent:
      "Om adressen har ett medlemskonto är en länk för att välja ett nytt lösenord på väg. Den fungerar en gång, i en timme.",
    resetTitle: "Välj ett nytt lösenord",
    resetIntro: "Ett nytt lösenord loggar ut dig på alla enheter.",
    resetSubmit: "Spara det nya lösenordet",
    resetExpired: "Länken har gått ut eller redan använts. Be om en ny.",
    askAgain: "Be om en ny länk",
    confirmTitle: "Bekräfta din e-postadress",
    confirmIntro: "Bekräfta att den här adressen är din:",
    confirmSubmit: "Bekräfta adressen",
    confirmDone: "Din e-postadress är bekräftad.",
    confirmExpired: "Länken har gått ut eller redan använts.",
    confirmTaken: "Adressen hör redan till ett annat medlemskonto, så den ändrades inte.",
    toAccount: "Till mitt konto",
    email: "E-post",
    password: "Lösenord",
    currentPassword: "Nuvarande lösenord",
    newPassword: "Nytt lösenord",
    passwordHint: `Minst ${min} tecken, inte din e-postadress.`,
    firstName: "Förnamn",
    lastName: "Efternamn",
    marketing: "Skicka mig Kaarnas nyhetsbrev per e-post",
    noAccount: "Inte medlem än?",
    createAccount: "Skapa ett konto",
    haveAccount: "Redan medlem?",
    wrong: "E-postadressen eller lösenordet är fel.",
    limited: "För många försök. Vänta en stund och försök igen.",
    taken: "Den här e-postadressen har redan ett medlemskonto. Logga in i stället.",
    back: "Tillbaka till butiken",
    backToAccount: "Tillbaka till mitt konto",
    fieldProblems: {
      firstName: "Skriv ditt förnamn (minst 2 tecken).",
      lastName: "Skriv ditt efternamn (minst 2 tecken).",
      email: "Skriv en giltig e-postadress.",
      password: `Välj ett lösenord med minst ${min} tecken som inte är din e-postadress.`,
    },
  },
};
