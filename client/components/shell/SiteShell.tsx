// The site shell (spec 000 §2): skip link, top banner, header, the page, footer and the site popup.
import type { ReactNode } from "react";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { useT } from "../../i18n/useT.ts";
import { Link } from "../Link.tsx";

export function SiteShell({ model, children }: { model: PageModel; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skip-to-content")}
      </a>
      <header className="site-header">
        <Link href={model.navigation.currentLanguageStartPage} className="site-header__logo">
          {model.siteTitle}
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">{model.footer?.copyrightHolder}</footer>
    </>
  );
}
