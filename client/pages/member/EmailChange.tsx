// Changing the account's email address (PUT /api/me/member/email): the new address and the current
// password. The new one waits for the link mailed to it; until then the old one signs in, and the
// details above say which address is waiting.
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import type { MembershipUser } from "../../../shared/schemas/member.ts";
import { emailChangeRules } from "./account-forms.ts";
import { CallProblem } from "./CallProblem.tsx";
import { CurrentPasswordField } from "./CurrentPasswordField.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import "./AccountForms.css";

interface EmailChangeValues {
  email: string;
  password: string;
}

export function EmailChange() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const { fetchApi } = useStorefront();
  const queryClient = useQueryClient();
  const { form, call, submit } = useAccountForm({
    rules: emailChangeRules,
    initial: { email: "", password: "" },
    fields: ["email", "password"],
    send: ({ email, password }: EmailChangeValues) =>
      createApiClient(fetchApi, language).send<{ pendingEmail: string }>("PUT", "/api/me/member/email", {
        email: email.trim(),
        password,
        language,
      }),
    onSent: ({ pendingEmail }) => {
      queryClient.setQueryData<MembershipUser | null>(["member", "details"], (old) => (old ? { ...old, pendingEmail } : old));
      form.reset({ email: "", password: "" });
    },
  });
  return (
    <section className="account-section" aria-labelledby="email-change-title">
      <h2 id="email-change-title">{i18n._("member.email-change.title")}</h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <p>{i18n._("member.email-change.intro")}</p>
        <TextField form={form} path="email" type="email" label={i18n._("member.email-change.email")} autoComplete="email" />
        <CurrentPasswordField form={form} />
        <div className="account-form__actions">
          <button type="submit" className={buttonLinkClass("secondary")} disabled={call.isPending}>
            {i18n._("member.email-change.submit")}
          </button>
        </div>
        <p role="status">{call.isSuccess ? i18n._("member.email-change.sent", { email: call.data.pendingEmail }) : null}</p>
        <CallProblem error={call.error} />
      </form>
    </section>
  );
}
