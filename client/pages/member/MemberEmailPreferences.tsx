// d2c-my-email-preferences (spec 001 §2): one marketing-updates checkbox, saved as it changes; a failed
// save puts the box back and says so.
import { useLingui } from "@lingui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MemberPageFields } from "../../../shared/schemas/page-fields.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import type { MembershipUser } from "../../../shared/schemas/member.ts";
import { MemberLayout } from "./MemberLayout.tsx";
import type { PageProps } from "../page-props.ts";

export function MemberEmailPreferences({ model }: PageProps<MemberPageFields>) {
  return (
    <MemberLayout model={model}>
      {(member) => <MarketingUpdates member={member} language={model.metadata.currentLanguage} />}
    </MemberLayout>
  );
}

function MarketingUpdates({ member, language }: { member: MembershipUser; language: string }) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(member.marketingUpdates);
  const save = useMutation({
    mutationFn: (marketingUpdates: boolean) =>
      createApiClient(fetchApi, language).send<{ marketingUpdates: boolean }>("PUT", "/api/me/member/email-preferences", {
        marketingUpdates,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MembershipUser | null>(["member", "details"], (old) => (old ? { ...old, ...saved } : old));
    },
    onError: (_error, attempted) => setChecked(!attempted),
  });
  return (
    <form className="member-page__card" onSubmit={(event) => event.preventDefault()}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />{" "}
        {i18n._("member.email.marketing-updates")}
      </label>
      <p role="status">
        {save.isSuccess ? i18n._("member.email.saved") : null}
        {save.isError ? i18n._("member.email.failed") : null}
      </p>
    </form>
  );
}
