// The checkout's simplified header (spec 001 §2): a go-back link to the cart and the logo, in place of
// the site header on checkout pages.
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import "./SiteHeader.css";
import "./CheckoutHeader.css";

export function CheckoutHeader() {
  const model = usePageModel();
  const { i18n } = useLingui();
  const { logoUrl, currentLanguageStartPage, cartPageUrl } = model.navigation;
  return (
    <header className="site-header checkout-header">
      <div className="site-header__inner checkout-header__inner">
        <Link href={cartPageUrl ?? currentLanguageStartPage} className="checkout-header__back">
          <span aria-hidden="true">←</span> {i18n._("checkout-ui.header.back")}
        </Link>
        <Link href={currentLanguageStartPage} className="site-header__logo">
          {logoUrl ? <img src={logoUrl} alt={model.siteTitle} height={40} /> : model.siteTitle}
        </Link>
      </div>
    </header>
  );
}
