// The membership box (spec 001 §6): a shopper who is not signed in gets a login link; a signed-in
// member sees 'logged in as' with their id and email, and a logout link.
import { usePageModel } from "../../app/page-context.ts";
import { useMember } from "../../app/useMember.ts";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";

export function MembershipBox() {
  const { i18n } = useLingui();
  const { loginPageUrl, logOutPageUrl } = usePageModel().navigation;
  const member = useMember();
  return (
    <section className="checkout__membership" aria-labelledby="checkout-membership-heading">
      <h2 id="checkout-membership-heading" className="checkout__membership-heading">
        {i18n._("checkout-ui.membership.heading")}
      </h2>
      {member ? (
        <>
          <p>{i18n._("checkout-ui.membership.logged-in-as", { id: member.userId, email: member.email })}</p>
          {logOutPageUrl ? (
            <Link href={logOutPageUrl} prefetch={false}>
              {i18n._("checkout-ui.membership.logout")}
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p>{i18n._("checkout-ui.membership.text")}</p>
          {loginPageUrl ? (
            <Link href={loginPageUrl} prefetch={false}>
              {i18n._("checkout-ui.membership.login")}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
