// The embedded identity provider's pages in the shop's three languages: sign-in,
// sign-up (OpenID Connect's prompt=create), password change, and the forgotten password's two pages
// (ask for a link; choose a new password from the link). Plain HTML with hono/html (every value
// escaped); the authorization request travels in hidden fields and is posted back with the form.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Language } from "../../../../shared/languages.ts";
import { MEMBER_PASSWORD } from "../../../../shared/rules/field-limits.ts";
import { PROVIDER_TEXTS, type ProviderTexts } from "./provider-texts.ts";

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

function providerPage(language: Language, title: string, content: Markup) {
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <!-- A link's token never leaves in a Referer; no-referrer would make a form post's Origin null. -->
    <meta name="referrer" content="strict-origin" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/cms/editor.css" />
  </head>
  <body>
    <main class="cms-sign-in">
      <h1>${title}</h1>
      ${content}
    </main>
  </body>
</html>`;
}

const hiddenFields = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`);

/** A problem said at the top of the form, which the fields it concerns point to. */
const alert = (message: string | undefined) => (message ? html`<p role="alert" id="form-error">${message}</p>` : "");
const describedBy = (problem: unknown) => (problem ? html`aria-describedby="form-error"` : "");

/** The authorization request as a query string, to move between sign-in and sign-up with it. */
const requestQuery = (request: Record<string, string>, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...request, ...extra }).toString();

export interface SignInPageOptions {
  language: Language;
  /** The authorization request's parameters, posted back with the credentials. */
  request: Record<string, string>;
  problem?: "wrong" | "limited";
  email?: string;
}

export function memberSignInPage({ language, request, problem, email = "" }: SignInPageOptions) {
  const t = PROVIDER_TEXTS[language];
  return providerPage(
    language,
    t.signInTitle,
    html`<p>${t.signInIntro}</p>
      <form method="post" action="/connect/authorize">
        ${alert(problem && t[problem])} ${hiddenFields(request)}
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="255" value="${email}"
          ${describedBy(problem)} />
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255" />
        <button type="submit">${t.signInSubmit}</button>
      </form>
      <p><a href="/connect/forgot?${requestQuery({ ui_locales: language })}">${t.forgotLink}</a></p>
      <p>${t.noAccount} <a href="/connect/authorize?${requestQuery(request, { prompt: "create" })}">${t.createAccount}</a></p>
      <p><a href="/${language}">${t.back}</a></p>`,
  );
}

export type SignUpProblem = "taken" | "limited" | keyof ProviderTexts["fieldProblems"];

export interface SignUpPageOptions {
  language: Language;
  request: Record<string, string>;
  problem?: SignUpProblem;
  values?: Partial<Record<"email" | "firstName" | "lastName", string>>;
}

export function memberSignUpPage({ language, request, problem, values = {} }: SignUpPageOptions) {
  const t = PROVIDER_TEXTS[language];
  const message = problem === "taken" || problem === "limited" ? t[problem] : problem ? t.fieldProblems[problem] : undefined;
  const field = (name: "firstName" | "lastName" | "email", type: string, autocomplete: string) => html`
    <label for="${name}">${t[name]}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${name === "email" ? 80 : 255}"
      value="${values[name] ?? ""}" ${problem === name ? html`aria-invalid="true" ${describedBy(problem)}` : ""} />`;
  return providerPage(
    language,
    t.signUpTitle,
    html`<p>${t.signUpIntro}</p>
      <form method="post" action="/connect/register">
        ${alert(message)} ${hiddenFields(request)} ${field("firstName", "text", "given-name")}
        ${field("lastName", "text", "family-name")} ${field("email", "email", "email")}
        <label for="password">${t.newPassword}</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required
          minlength="${MEMBER_PASSWORD.min}" maxlength="${MEMBER_PASSWORD.max}" aria-describedby="password-hint"
          ${problem === "password" ? html`aria-invalid="true"` : ""} />
        <p id="password-hint" class="cms-sign-in__hint">${t.passwordHint}</p>
        <label class="cms-sign-in__check"><input type="checkbox" name="marketingUpdates" value="true" /> ${t.marketing}</label>
        <button type="submit">${t.signUpSubmit}</button>
      </form>
      <p>${t.haveAccount} <a href="/connect/authorize?${requestQuery(request)}">${t.signInSubmit}</a></p>
      <p><a href="/${language}">${t.back}</a></p>`,
  );
}

/** A form's new password, with the rules' hint; `invalid` after the provider refused it. */
function newPasswordField(language: Language, invalid: boolean) {
  const t = PROVIDER_TEXTS[language];
  return html`<label for="newPassword">${t.newPassword}</label>
    <input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required
      minlength="${MEMBER_PASSWORD.min}" maxlength="${MEMBER_PASSWORD.max}" aria-describedby="password-hint"
      ${invalid ? html`aria-invalid="true"` : ""} />
    <p id="password-hint" class="cms-sign-in__hint">${t.passwordHint}</p>`;
}

/** What came of a step (done, or why not) and the links on from it. */
function outcomePage(language: Language, title: string, role: "status" | "alert", message: string, links: [string, string][]) {
  return providerPage(
    language,
    title,
    html`<p role="${role}">${message}</p>
      ${links.map(([href, label]) => html`<p><a href="${href}">${label}</a></p>`)}`,
  );
}

export interface PasswordPageOptions {
  language: Language;
  /** The site's page to go back to (a path on the site, checked by the provider). */
  returnTo: string;
  problem?: "wrong" | "limited" | "password";
  email?: string;
  done?: boolean;
}

export function passwordChangePage({ language, returnTo, problem, email = "", done }: PasswordPageOptions) {
  const t = PROVIDER_TEXTS[language];
  if (done) {
    return outcomePage(language, t.passwordDoneTitle, "status", t.passwordDone, [[returnTo, t.backToAccount]]);
  }
  const message = problem === "password" ? t.fieldProblems.password : problem ? t[problem] : undefined;
  return providerPage(
    language,
    t.passwordTitle,
    html`<p>${t.passwordIntro}</p>
      <form method="post" action="/connect/password">
        ${alert(message)} ${hiddenFields({ ui_locales: language, return_to: returnTo })}
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="255" value="${email}" />
        <label for="password">${t.currentPassword}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"
          ${problem === "wrong" ? describedBy(problem) : ""} />
        ${newPasswordField(language, problem === "password")}
        <button type="submit">${t.passwordSubmit}</button>
      </form>
      <p><a href="${returnTo}">${t.backToAccount}</a></p>`,
  );
}

export interface ForgotPageOptions {
  language: Language;
  problem?: "limited" | "email";
  email?: string;
  sent?: boolean;
}

/** Asks for the address a reset link goes to; the answer is the same whether or not it has an account. */
export function forgotPasswordPage({ language, problem, email = "", sent }: ForgotPageOptions) {
  const t = PROVIDER_TEXTS[language];
  if (sent) {
    return outcomePage(language, t.forgotTitle, "status", t.forgotSent, [[`/${language}`, t.back]]);
  }
  const message = problem === "email" ? t.fieldProblems.email : problem ? t[problem] : undefined;
  return providerPage(
    language,
    t.forgotTitle,
    html`<p>${t.forgotIntro}</p>
      <form method="post" action="/connect/forgot">
        ${alert(message)} ${hiddenFields({ ui_locales: language })}
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="80" value="${email}"
          ${problem === "email" ? html`aria-invalid="true" ${describedBy(problem)}` : ""} />
        <button type="submit">${t.forgotSubmit}</button>
      </form>
      <p><a href="/${language}">${t.back}</a></p>`,
  );
}

export interface ResetPageOptions {
  language: Language;
  /** The link's token, posted back with the new password; absent when the link no longer works. */
  token?: string;
  /** The account's address, for password managers. */
  email?: string;
  problem?: "password";
  done?: boolean;
}

/** The reset link's page: a new password, or why the link no longer works. */
export function resetPasswordPage({ language, token, email = "", problem, done }: ResetPageOptions) {
  const t = PROVIDER_TEXTS[language];
  if (done) {
    return outcomePage(language, t.passwordDoneTitle, "status", t.passwordDone, [
      [`/api/auth/sign-in?${requestQuery({ language })}`, t.signInSubmit],
    ]);
  }
  if (!token) {
    return outcomePage(language, t.resetTitle, "alert", t.resetExpired, [
      [`/connect/forgot?${requestQuery({ ui_locales: language })}`, t.askAgain],
      [`/${language}`, t.back],
    ]);
  }
  return providerPage(
    language,
    t.resetTitle,
    html`<p>${t.resetIntro}</p>
      <form method="post" action="/connect/reset">
        ${alert(problem && t.fieldProblems[problem])} ${hiddenFields({ ui_locales: language, token })}
        <input type="hidden" name="username" autocomplete="username" value="${email}" />
        ${newPasswordField(language, problem === "password")}
        <button type="submit">${t.resetSubmit}</button>
      </form>
      <p><a href="/${language}">${t.back}</a></p>`,
  );
}

export interface ConfirmPageOptions {
  language: Language;
  token?: string;
  email?: string;
  outcome?: "confirmed" | "taken" | "expired";
}

/** The confirmation link's page: a button that confirms, then what came of it. */
export function confirmEmailPage({ language, token = "", email = "", outcome }: ConfirmPageOptions) {
  const t = PROVIDER_TEXTS[language];
  const after: [string, string][] = [[`/api/auth/sign-in?${requestQuery({ language })}`, t.toAccount]];
  if (outcome === "confirmed") return outcomePage(language, t.confirmTitle, "status", t.confirmDone, after);
  if (outcome)
    return outcomePage(language, t.confirmTitle, "alert", outcome === "taken" ? t.confirmTaken : t.confirmExpired, after);
  return providerPage(
    language,
    t.confirmTitle,
    html`<p>${t.confirmIntro} <strong>${email}</strong></p>
      <form method="post" action="/connect/confirm">
        ${hiddenFields({ ui_locales: language, token })}
        <button type="submit">${t.confirmSubmit}</button>
      </form>`,
  );
}
