// What the shopper is told when what they use needs code that could not be loaded (a dropped connection,
// or a deploy that replaced the files the open page names). Chromium keeps a failed module import
// for the document's lifetime and answers the next one with the same failure, without a request, so
// only a new document can fetch the file again: the message offers a reload, and what the shopper
// typed stays where it is until they choose it.
import { useLingui } from "@lingui/react";
import { type ReactNode, Suspense } from "react";
import { tellCodeNotLoaded } from "../app/code-not-loaded.ts";
import { buttonLinkClass } from "./ButtonLink.tsx";
import { FailureBoundary } from "./FailureBoundary.tsx";
import "./CodeNotLoaded.css";

const reloadPage = () => window.location.reload();

/** The message, with its reload: under a form whose rules could not be loaded, or in place of a part. */
export function CodeNotLoaded() {
  const { i18n } = useLingui();
  return (
    <div className="code-not-loaded" role="alert">
      <p>{i18n._("code-not-loaded.text")}</p>
      <button type="button" className={buttonLinkClass("secondary")} onClick={reloadPage}>
        {i18n._("code-not-loaded.reload")}
      </button>
    </div>
  );
}

const logFailure = (error: unknown) => console.error("A part of the page could not be loaded", error);

/**
 * A part whose code loads on its own, shown with `loading` until it is there. If it fails to load (or
 * to render) it is replaced by the message, and the rest of the page (a checkout's other steps, its
 * summary) stays.
 */
export function CodeLoadBoundary({ loading = null, children }: { loading?: ReactNode; children: ReactNode }) {
  return (
    <FailureBoundary fallback={<CodeNotLoaded />} onFailure={logFailure}>
      <Suspense fallback={loading}>{children}</Suspense>
    </FailureBoundary>
  );
}

/**
 * A panel or dialog whose code loads when the shopper opens it (the phone's menu, the search, the
 * language options): if the code cannot be loaded, nothing opens, the page stays as it is, the shopper
 * is told with the reload (a snackbar), and `onFail` lets the opener close again.
 */
export function WhenLoaded({ onFail, children }: { onFail?: () => void; children: ReactNode }) {
  return (
    <FailureBoundary
      fallback={null}
      onFailure={(error) => {
        logFailure(error);
        tellCodeNotLoaded();
        onFail?.();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </FailureBoundary>
  );
}
