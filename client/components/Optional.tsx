// A boundary for optional extras (popups, cross-tab sync, connection notices): if one fails to load
// or render, it is logged and left out, and the page goes on.
import type { ReactNode } from "react";
import { FailureBoundary } from "./FailureBoundary.tsx";

const warn = (error: unknown) => console.warn("An optional part of the page could not be loaded", error);

export function Optional({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary fallback={null} onFailure={warn}>
      {children}
    </FailureBoundary>
  );
}
