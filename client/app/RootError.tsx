// The last-resort page when no page model, error page or start page could be loaded, or rendering
// failed: a plain message and a link home, without the CMS shell it could not load.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLingui } from "@lingui/react";
import { MAIN_ID } from "./main-landmark.ts";

export function RootError() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="root-error" id={MAIN_ID}>
      <h1>{i18n._("error.title")}</h1>
      <p>
        {i18n._(status === 503 || status === 502 || status === 504 ? /*i18n*/ "error.unavailable" : /*i18n*/ "error.unexpected")}
      </p>
      <p>
        <a href="/">{i18n._("error.home")}</a>
      </p>
    </main>
  );
}
