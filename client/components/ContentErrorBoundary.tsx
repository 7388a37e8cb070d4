// Keeps one broken page module or block from taking the whole page down.
import type { ReactNode } from "react";
import { FailureBoundary } from "./FailureBoundary.tsx";
import { UnknownContent } from "./UnknownContent.tsx";

interface Props {
  kind: "page" | "block";
  type: string;
  children: ReactNode;
}

export function ContentErrorBoundary({ kind, type, children }: Props) {
  return (
    <FailureBoundary
      fallback={<UnknownContent kind={kind} type={type} />}
      onFailure={(error) => console.error(`The ${kind} "${type}" failed to render`, error)}
    >
      {children}
    </FailureBoundary>
  );
}
