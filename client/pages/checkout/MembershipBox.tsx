// The membership box (spec 001 §6): a shopper who is not signed in gets a login link. Signed-in state
// ('logged in as' with a logout link) arrives with member sessions, which this shop has not yet.
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../../components/Link.tsx";
import { useT } from "../../i18n/useT.ts";

export function MembershipBox() {
  const t = useT();
  const { loginPageUrl } = usePageModel().navigation;
  return (
    <section className="checkout__membership" aria-labelledby="checkout-membership-heading">
      <h2 id="checkout-membership-heading" className="checkout__membership-heading">
        {t("checkout-ui.membership.heading")}
      </h2>
      <p>{t("checkout-ui.membership.text")}</p>
      {loginPageUrl ? (
        <Link href={loginPageUrl} prefetch={false}>
          {t("checkout-ui.membership.login")}
        </Link>
      ) : null}
    </section>
  );
}
