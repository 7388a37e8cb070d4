// The empty cart: a message and a link back to the language's start page.
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useT } from "../../i18n/useT.ts";

export function CartEmpty() {
  const t = useT();
  const { navigation } = usePageModel();
  return (
    <div className="cart-page__empty">
      <p>{t("cart-ui.empty")}</p>
      <Link href={navigation.currentLanguageStartPage} className={buttonLinkClass("secondary")}>
        {t("cart-ui.page.to-start")}
      </Link>
    </div>
  );
}
