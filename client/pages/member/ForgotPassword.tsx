// 'Forgot your password?' on the shop's sign-in cards: a button that opens an email field, whose send
// asks for a reset link (POST /api/auth/password-reset). The answer is the same whatever the address,
// so nobody learns from it who is a member; the link in the mail opens the provider's reset page.
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { forgotPasswordRules } from "./account-forms.ts";
import { CallProblem } from "./CallProblem.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import "./AccountForms.css";

export function ForgotPassword() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="member-page__forgot">
      <button
        type="button"
        className="account-form__text-button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {i18n._("member.forgot.open")}
      </button>
      <div id={formId} hidden={!open}>
        {open ? <ForgotPasswordForm /> : null}
      </div>
    </div>
  );
}

function ForgotPasswordForm() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const { fetchApi } = useStorefront();
  const { form, call, submit } = useAccountForm({
    rules: forgotPasswordRules,
    initial: { email: "" },
    fields: ["email"],
    send: ({ email }: { email: string }) =>
      createApiClient(fetchApi, language).send<null>("POST", "/api/auth/password-reset", { email: email.trim(), language }),
  });
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label={i18n._("member.forgot.title")}>
      <p>{i18n._("member.forgot.intro")}</p>
      <TextField form={form} path="email" type="email" label={i18n._("member.forgot.email")} autoComplete="email" />
      <button type="submit" className={buttonLinkClass("secondary")} disabled={call.isPending}>
        {i18n._("member.forgot.submit")}
      </button>
      <p role="status">{call.isSuccess ? i18n._("member.forgot.sent") : null}</p>
      <CallProblem error={call.error} />
    </form>
  );
}
