// d2c-my-kaarna, the member's personal details (spec 001 §2): name, email, phone, a masked password
// with the change-password link (the identity provider's page, through the worker), and the address.
// An address not yet confirmed, or a new one waiting for its link, is said under the email. Below:
// changing the email address, the address book, the member's data as a download and deleting the account.
import { useLingui } from "@lingui/react";
import type { MemberPageFields } from "../../../shared/schemas/page-fields.ts";
import { Link } from "../../components/Link.tsx";
import { MemberLayout } from "./MemberLayout.tsx";
import { EmailChange } from "./EmailChange.tsx";
import { AddressBook } from "./AddressBook.tsx";
import { YourData } from "./YourData.tsx";
import type { PageProps } from "../page-props.ts";

export function MemberDetails({ model }: PageProps<MemberPageFields>) {
  const { i18n } = useLingui();
  const language = model.metadata.currentLanguage;
  return (
    <MemberLayout model={model}>
      {(member) => (
        <>
          <dl className="member-page__details">
            <dt>{i18n._("member.details.name")}</dt>
            <dd>{`${member.firstName} ${member.lastName}`}</dd>
            <dt>{i18n._("member.details.email")}</dt>
            <dd>
              {member.email}
              {member.emailConfirmed ? null : <p>{i18n._("member.details.email-unconfirmed")}</p>}
              {member.pendingEmail ? <p>{i18n._("member.details.email-pending", { email: member.pendingEmail })}</p> : null}
            </dd>
            <dt>{i18n._("member.details.phone")}</dt>
            <dd>{member.phone ?? "–"}</dd>
            <dt>{i18n._("member.details.password")}</dt>
            <dd>
              <span aria-hidden="true">••••••••</span>
              <span className="visually-hidden">{i18n._("member.details.password-hidden")}</span>{" "}
              <Link href={`/api/auth/change-password?language=${language}`}>{i18n._("member.details.change-password")}</Link>
            </dd>
            <dt>{i18n._("member.details.address")}</dt>
            <dd>
              {[
                member.address.street,
                [member.address.postalCode, member.address.city].filter(Boolean).join(" "),
                member.address.country,
              ]
                .filter(Boolean)
                .join(", ") || "–"}
            </dd>
          </dl>
          <EmailChange />
          <AddressBook />
          <YourData />
        </>
      )}
    </MemberLayout>
  );
}
