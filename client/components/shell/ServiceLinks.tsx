// The customer-support link and the login link (or logout, once a shopper is signed in), used by the
// desktop top bar and the mobile menu.
import { usePageModel } from "../../app/page-context.ts";
import { useT } from "../../i18n/useT.ts";
import { Link } from "../Link.tsx";

export function ServiceLinks({ isAuthenticated, className }: { isAuthenticated: boolean; className: string }) {
  const t = useT();
  const { supportPageUrl, loginPageUrl, logOutPageUrl } = usePageModel().navigation;
  const accountUrl = isAuthenticated ? logOutPageUrl : loginPageUrl;
  return (
    <>
      {supportPageUrl ? (
        <li>
          <Link href={supportPageUrl} className={className}>
            {t("shell.support")}
          </Link>
        </li>
      ) : null}
      {accountUrl ? (
        <li>
          {/* Logging out is an action: prefetching its page on hover could sign the shopper out. */}
          <Link href={accountUrl} className={className} prefetch={!isAuthenticated}>
            {isAuthenticated ? t("shell.logout") : t("shell.login")}
          </Link>
        </li>
      ) : null}
    </>
  );
}
