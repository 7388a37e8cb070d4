// The customer-support link and the login link (or logout, once a shopper is signed in), used by the
// desktop top bar and the mobile menu.
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";

export function ServiceLinks({ isAuthenticated, className }: { isAuthenticated: boolean; className: string }) {
  const { i18n } = useLingui();
  const { supportPageUrl, loginPageUrl, logOutPageUrl } = usePageModel().navigation;
  const accountUrl = isAuthenticated ? logOutPageUrl : loginPageUrl;
  return (
    <>
      {supportPageUrl ? (
        <li>
          <Link href={supportPageUrl} className={className}>
            {i18n._("shell.support")}
          </Link>
        </li>
      ) : null}
      {accountUrl ? (
        <li>
          {/* Logging out is an action: prefetching its page on hover could sign the shopper out. */}
          <Link href={accountUrl} className={className} prefetch={!isAuthenticated}>
            {isAuthenticated ? i18n._("shell.logout") : i18n._("shell.login")}
          </Link>
        </li>
      ) : null}
    </>
  );
}
