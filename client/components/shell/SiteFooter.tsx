// The site footer (spec 000 §2) in its three variants: default (background image, text columns,
// social links, terms link), webshop (link columns, social icons, copyright) and restricted (none,
// decided by the shell). The shell renders it as a server-rendered part: its code is not in the first
// load, and its styles are imported by the shell.
import type { CSSProperties } from "react";
import type { Footer } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../Link.tsx";
import { FooterColumns } from "./FooterColumns.tsx";
import { SocialLinks } from "../SocialLinks.tsx";

function FooterLogo({ footer }: { footer: Footer }) {
  const { siteTitle } = usePageModel();
  return footer.logoUrl ? (
    <img className="site-footer__logo" src={footer.logoUrl} alt={siteTitle} loading="lazy" height={48} />
  ) : null;
}

function DefaultFooter({ footer }: { footer: Footer }) {
  const style = footer.backgroundImgUrl
    ? ({ "--site-footer-image": `url(${JSON.stringify(footer.backgroundImgUrl)})` } as CSSProperties)
    : undefined;
  return (
    <footer className="site-footer site-footer--default" style={style}>
      <div className="site-footer__inner">
        <FooterLogo footer={footer} />
        <FooterColumns columns={footer.columns} />
        <div className="site-footer__bottom">
          <SocialLinks links={footer.socialLinks} className="site-footer__social" />
          {footer.termsUrl && footer.termsLabel ? (
            <Link href={footer.termsUrl} className="site-footer__terms" prefetch={false}>
              {footer.termsLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function WebshopFooter({ footer }: { footer: Footer }) {
  const { siteTitle } = usePageModel();
  return (
    <footer className="site-footer site-footer--webshop">
      <div className="site-footer__inner">
        <FooterLogo footer={footer} />
        <FooterColumns columns={footer.columns} />
        <div className="site-footer__bottom">
          <SocialLinks links={footer.socialLinks} className="site-footer__social" />
          <p className="site-footer__copyright">
            {/* The year is read at render: server and browser can disagree only across New Year's
                midnight, and then just this text node differs, so its warning is suppressed. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {footer.copyrightHolder ?? siteTitle}
          </p>
        </div>
      </div>
    </footer>
  );
}

export function SiteFooter({ footer }: { footer: Footer }) {
  return footer.variant === "webshop" ? <WebshopFooter footer={footer} /> : <DefaultFooter footer={footer} />;
}
