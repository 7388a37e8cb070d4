// The visible, non-crashing stand-in for a page type or block this site cannot show.
import { useT } from "../i18n/useT.ts";

export function UnknownContent({ kind, type }: { kind: "page" | "block"; type: string }) {
  const t = useT();
  return (
    <div className="unknown-content" role="note" data-content-type={type}>
      {t(kind === "page" ? "content.unknown-page" : "content.unknown-block", { type: type || "?" })}
    </div>
  );
}
