// A part of the page that the worker renders with the rest but the browser hydrates from its own
// lazily loaded chunk (decisions 031, 049): the first load does not carry its code, and React keeps
// the server's HTML inside a Suspense boundary until the chunk arrives. Its stylesheet must be
// imported by the component that places it, so the server HTML is styled from the first paint.
import { type ComponentType, Suspense, use } from "react";
import { createModuleRegistry, type ModuleEntry, type ModuleRegistry } from "./module-registry.ts";

/** A part's module; on the worker its load starts at once, so a page renders in one pass. */
export function serverRenderedPart<P>(entry: ModuleEntry): ModuleRegistry<P> {
  const modules = createModuleRegistry<P>({ part: entry });
  if (typeof document === "undefined") void modules.preload(["part"]);
  return modules;
}

export function ServerRenderedPart<P extends object>({ part, props }: { part: ModuleRegistry<P>; props: P }) {
  return (
    <Suspense fallback={null}>
      <Part part={part} props={props} />
    </Suspense>
  );
}

function Part<P extends object>({ part, props }: { part: ModuleRegistry<P>; props: P }) {
  const Component: ComponentType<P> = use(part.load("part"));
  return <Component {...props} />;
}
