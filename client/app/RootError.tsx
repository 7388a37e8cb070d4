// The last-resort page when no page model, error page or start page could be loaded, or rendering
// failed: a plain message and a link home, without the CMS shell it could not load.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../i18n/useT.ts";

export function RootError() {
  const error = useRouteError();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="root-error" id="main">
      <h1>{t("error.title")}</h1>
      <p>{t(status === 503 || status === 502 || status === 504 ? "error.unavailable" : "error.unexpected")}</p>
      <p>
        <a href="/">{t("error.home")}</a>
      </p>
    </main>
  );
}
