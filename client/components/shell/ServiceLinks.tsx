// The customer-support link and the login link (or, for a signed-in member, the account and logout
// links), used by the desktop top bar and the mobile menu. It asks whether a member is signed in
// itself: the answer arrives after hydration and re-renders these few links, not the header.
import { usePageModel } from "../../app/page-context.ts";
import { useIsMember } from "../../app/useIsMember.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";

export function ServiceLinks({ className }: { className: string }) {
  const { i18n } = useLingui();
  const isAuthenticated = useIsMember();
  const { supportPageUrl, loginPageUrl, logOutPageUrl, accountPageUrl } = usePageModel().navigation;
  return (
    <>
      {supportPageUrl ? (
        <li>
          <Link href={supportPageUrl} className={className}>
            {i18n._("shell.support")}
          </Link>
        </li>
      ) : null}
      {isAuthenticated && accountPageUrl ? (
        <li>
          <Link href={accountPageUrl} className={className}>
            {i18n._("shell.account")}
          </Link>
        </li>
      ) : null}
      {isAuthenticated ? (
        logOutPageUrl ? (
          <li>
            {/* Logging out is an action: prefetching its page on hover could sign the member out. */}
            <Link href={logOutPageUrl} className={className} prefetch={false}>
              {i18n._("shell.logout")}
            </Link>
          </li>
        ) : null
      ) : loginPageUrl ? (
        <li>
          <Link href={loginPageUrl} className={className}>
            {i18n._("shell.login")}
          </Link>
        </li>
      ) : null}
    </>
  );
}
