// The empty-cart message of the checkout page with a link to the start page (spec 001 §2).
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useT } from "../../i18n/useT.ts";

export function EmptyCheckout() {
  const t = useT();
  const model = usePageModel();
  return (
    <div className="checkout__empty">
      <p>{t("checkout-ui.empty")}</p>
      <Link href={model.navigation.currentLanguageStartPage} className={buttonLinkClass("primary")}>
        {t("checkout-ui.empty-link")}
      </Link>
    </div>
  );
}
