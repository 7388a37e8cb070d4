// What every membership page has (spec 001 §2): for a member, a header with their name and the
// sign-out link, the sidebar from the my_{product} menu (a select on mobile) and the helper card; for
// a visitor, the login card (with 'Forgot your password?'); while it is not yet known, an empty placeholder. The server's HTML is
// the placeholder for everyone: the member is asked for in the browser.
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { MemberPageFields } from "../../../shared/schemas/page-fields.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useMemberStatus } from "./useMemberStatus.ts";
import type { MembershipUser } from "../../../shared/schemas/member.ts";
import { useMember } from "../../app/useMember.ts";
import { Link } from "../../components/Link.tsx";
import { MemberMenu } from "./MemberMenu.tsx";
import { ForgotPassword } from "./ForgotPassword.tsx";
import "./MemberLayout.css";

export interface MemberLayoutProps {
  model: PageModel & MemberPageFields;
  children: (member: MembershipUser) => ReactNode;
}

export function MemberLayout({ model, children }: MemberLayoutProps) {
  const status = useMemberStatus();
  const member = useMember();
  return (
    <div className="member-page">
      <h1 className="member-page__title">{model.name}</h1>
      {status === "visitor" ? <LoginCard /> : null}
      {status === "member" && member ? (
        <div className="member-page__grid">
          <MemberHeader member={member} />
          <MemberMenu items={model.memberMenuItems} />
          <div className="member-page__content">
            {model.mainIntro ? <p className="member-page__intro">{model.mainIntro}</p> : null}
            {children(member)}
          </div>
          <HelperCard url={model.membershipSiteUrl} />
        </div>
      ) : null}
      {status === "unknown" || (status === "member" && !member) ? (
        <div className="member-page__placeholder" aria-busy="true" />
      ) : null}
    </div>
  );
}

function MemberHeader({ member }: { member: MembershipUser }) {
  const { i18n } = useLingui();
  const { logOutPageUrl } = usePageModel().navigation;
  return (
    <div className="member-page__header">
      <p className="member-page__greeting">{i18n._("member.greeting", { name: `${member.firstName} ${member.lastName}` })}</p>
      {logOutPageUrl ? (
        <Link href={logOutPageUrl} prefetch={false}>
          {i18n._("shell.logout")}
        </Link>
      ) : null}
    </div>
  );
}

function LoginCard() {
  const { i18n } = useLingui();
  const { loginPageUrl } = usePageModel().navigation;
  return (
    <section className="member-page__card" aria-labelledby="member-login-title">
      <h2 id="member-login-title">{i18n._("member.login.title")}</h2>
      <p>{i18n._("member.login.text")}</p>
      {loginPageUrl ? (
        <Link href={loginPageUrl} className="button-link" prefetch={false}>
          {i18n._("member.login.button")}
        </Link>
      ) : null}
      <ForgotPassword />
    </section>
  );
}

function HelperCard({ url }: { url: string | null }) {
  const { i18n } = useLingui();
  if (!url) return null;
  return (
    <aside className="member-page__card member-page__helper" aria-labelledby="member-helper-title">
      <h2 id="member-helper-title">{i18n._("member.helper.title")}</h2>
      <p>{i18n._("member.helper.text")}</p>
      <Link href={url}>{i18n._("member.helper.link")}</Link>
    </aside>
  );
}
