// The empty-cart message of the checkout page with a link to the start page (spec 001 §2).
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";

export function EmptyCheckout() {
  const { i18n } = useLingui();
  const model = usePageModel();
  return (
    <div className="checkout__empty">
      <p>{i18n._("checkout-ui.empty")}</p>
      <Link href={model.navigation.currentLanguageStartPage} className={buttonLinkClass("primary")}>
        {i18n._("checkout-ui.empty-link")}
      </Link>
    </div>
  );
}
