// Keeps a mini cart drawer that fails to load or render (a lost network, a stale deploy) from taking
// the page down: the error is logged and the drawer closes, so the cart button can be tried again.
import type { ReactNode } from "react";
import { FailureBoundary } from "../../components/FailureBoundary.tsx";

export function DrawerLoadBoundary({ onFail, children }: { onFail: () => void; children: ReactNode }) {
  return (
    <FailureBoundary
      fallback={null}
      onFailure={(error) => {
        console.error("The mini cart drawer failed to load", error);
        onFail();
      }}
    >
      {children}
    </FailureBoundary>
  );
}
