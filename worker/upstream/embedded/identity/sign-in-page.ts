// The embedded identity provider's sign-in page in the shop's three languages (decision 040): plain
// HTML with hono/html (every value escaped), the authorization request carried in hidden fields.
import { html } from "hono/html";
import type { Language } from "../../../../shared/languages.ts";

const TEXTS: Record<
  Language,
  Record<"title" | "intro" | "email" | "password" | "submit" | "wrong" | "limited" | "back", string>
> = {
  fi: {
    title: "Kirjaudu Kaarna Klubiin",
    intro: "Kirjaudu jäsentililläsi nähdäksesi tilauksesi ja tietosi.",
    email: "Sähköposti",
    password: "Salasana",
    submit: "Kirjaudu",
    wrong: "Sähköpostiosoite tai salasana on väärin.",
    limited: "Liian monta kirjautumisyritystä. Odota minuutti ja yritä uudelleen.",
    back: "Takaisin kauppaan",
  },
  en: {
    title: "Sign in to the Kaarna Club",
    intro: "Sign in with your member account to see your orders and details.",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    wrong: "The email address or password is wrong.",
    limited: "Too many sign-in attempts. Wait a minute and try again.",
    back: "Back to the shop",
  },
  sv: {
    title: "Logga in i Kaarna-klubben",
    intro: "Logga in med ditt medlemskonto för att se dina beställningar och uppgifter.",
    email: "E-post",
    password: "Lösenord",
    submit: "Logga in",
    wrong: "E-postadressen eller lösenordet är fel.",
    limited: "För många inloggningsförsök. Vänta en minut och försök igen.",
    back: "Tillbaka till butiken",
  },
};

export interface SignInPageOptions {
  language: Language;
  /** The authorization request's parameters, posted back with the credentials. */
  request: Record<string, string>;
  problem?: "wrong" | "limited";
  email?: string;
}

export function memberSignInPage({ language, request, problem, email = "" }: SignInPageOptions) {
  const t = TEXTS[language];
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/cms/editor.css" />
  </head>
  <body>
    <main class="cms-sign-in">
      <h1>${t.title}</h1>
      <p>${t.intro}</p>
      <form method="post" action="/connect/authorize">
        ${problem ? html`<p role="alert" id="sign-in-error">${t[problem]}</p>` : ""}
        ${Object.entries(request).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="255" value="${email}"
          ${problem ? html`aria-describedby="sign-in-error"` : ""} />
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255" />
        <button type="submit">${t.submit}</button>
      </form>
      <p><a href="/${language}">${t.back}</a></p>
    </main>
  </body>
</html>`;
}
