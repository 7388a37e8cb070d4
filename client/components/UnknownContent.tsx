// The visible, non-crashing stand-in for a page type or block this site cannot show.
import { useLingui } from "@lingui/react";

export function UnknownContent({ kind, type }: { kind: "page" | "block"; type: string }) {
  const { i18n } = useLingui();
  return (
    <div className="unknown-content" role="note" data-content-type={type}>
      {i18n._(kind === "page" ? /*i18n*/ "content.unknown-page" : /*i18n*/ "content.unknown-block", { type: type || "?" })}
    </div>
  );
}
