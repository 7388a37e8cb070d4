// The member's rights on the personal details page: everything kept of them as one JSON file, and
// deleting the account with the current password and a second press. After the deletion the member
// is signed out everywhere and lands on the start page, which says the account is gone.
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { accountDeletionRules } from "./account-forms.ts";
import { CallProblem } from "./CallProblem.tsx";
import { CurrentPasswordField } from "./CurrentPasswordField.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import "./AccountForms.css";

export function YourData() {
  const { i18n } = useLingui();
  return (
    <>
      <section className="account-section" aria-labelledby="your-data-title">
        <h2 id="your-data-title">{i18n._("member.data.title")}</h2>
        <p>{i18n._("member.data.intro")}</p>
        {/* A download, not a page: the router leaves it to the browser. */}
        <a href="/api/me/member/export" download="kaarna-member-data.json" className={buttonLinkClass("secondary")}>
          {i18n._("member.data.export")}
        </a>
      </section>
      <AccountDeletion />
    </>
  );
}

function AccountDeletion() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const { fetchApi } = useStorefront();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { show } = useSnackbars();
  const [confirming, setConfirming] = useState(false);
  // The pressed button gives way to the confirmation: focus goes to its button rather than the page's start.
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const { form, call, submit } = useAccountForm({
    rules: accountDeletionRules,
    initial: { password: "" },
    fields: ["password"],
    send: ({ password }: { password: string }) =>
      createApiClient(fetchApi, language).send<null>("DELETE", "/api/me/member", { password }),
    onSent: () => {
      queryClient.setQueryData(["member", "authenticated"], false);
      queryClient.removeQueries({ queryKey: ["member"], predicate: (query) => query.queryKey[1] !== "authenticated" });
      show({ text: i18n._("member.delete.done"), variant: "success" });
      navigate(`/${language}`);
    },
  });
  return (
    <section className="account-section" aria-labelledby="account-deletion-title">
      <h2 id="account-deletion-title">{i18n._("member.delete.title")}</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          // The first press asks again; only the second, on the confirmation, deletes.
          if (confirming) return submit(event);
          event.preventDefault();
          form.touch("password");
          form.whenChecked(["password"], setConfirming);
        }}
      >
        <p>{i18n._("member.delete.intro")}</p>
        <CurrentPasswordField form={form} readOnly={confirming} />
        {confirming ? (
          <fieldset className="account-form__confirm">
            <legend>
              <strong>{i18n._("member.delete.confirm")}</strong>
            </legend>
            <div className="account-form__actions">
              <button ref={confirmButton} type="submit" className={buttonLinkClass("danger")} disabled={call.isPending}>
                {i18n._("member.delete.confirm-submit")}
              </button>
              <button
                type="button"
                className={buttonLinkClass("secondary")}
                onClick={() => {
                  setConfirming(false);
                  call.reset();
                }}
              >
                {i18n._("member.delete.cancel")}
              </button>
            </div>
          </fieldset>
        ) : (
          <div className="account-form__actions">
            <button type="submit" className={buttonLinkClass("danger")}>
              {i18n._("member.delete.submit")}
            </button>
          </div>
        )}
        <CallProblem error={call.error} />
      </form>
    </section>
  );
}
