// The membership box (spec 001 §6): a shopper who is not signed in gets a login link. Signed-in state
// ('logged in as' with a logout link) arrives with member sessions, which this shop has not yet.
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";

export function MembershipBox() {
  const { i18n } = useLingui();
  const { loginPageUrl } = usePageModel().navigation;
  return (
    <section className="checkout__membership" aria-labelledby="checkout-membership-heading">
      <h2 id="checkout-membership-heading" className="checkout__membership-heading">
        {i18n._("checkout-ui.membership.heading")}
      </h2>
      <p>{i18n._("checkout-ui.membership.text")}</p>
      {loginPageUrl ? (
        <Link href={loginPageUrl} prefetch={false}>
          {i18n._("checkout-ui.membership.login")}
        </Link>
      ) : null}
    </section>
  );
}
