// The empty cart: a message and a link back to the language's start page.
import { usePageModel } from "../../app/page-context.ts";
import { buttonLinkClass } from "../../components/ButtonLink.tsx";
import { Link } from "../../components/Link.tsx";
import { useLingui } from "@lingui/react";

export function CartEmpty() {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  return (
    <div className="cart-page__empty">
      <p>{i18n._("cart-ui.empty")}</p>
      <Link href={navigation.currentLanguageStartPage} className={buttonLinkClass("secondary")}>
        {i18n._("cart-ui.page.to-start")}
      </Link>
    </div>
  );
}
