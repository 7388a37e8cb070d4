// A part of the page that the worker renders with the rest but the browser hydrates from its own
// chunk (decisions 031, 049, 058): the chunk is asked for as soon as the module that places the part
// is loaded, and nothing waits for it, so the page hydrates without it and the part once it arrives.
// Until then React keeps the server's HTML inside a Suspense boundary, and a click on one of its
// buttons is held (early-clicks.ts). Its stylesheets must be imported by the module that places it,
// so the server HTML is styled from the first paint.
import { type ComponentType, Suspense, use, useLayoutEffect, useRef } from "react";
import { partHydrated } from "./early-clicks.ts";
import { createModuleRegistry, type ModuleEntry, type ModuleRegistry } from "./module-registry.ts";

/** A part's module, whose load starts at once (on the worker, so a page renders in one pass). */
export function serverRenderedPart<P>(entry: ModuleEntry): ModuleRegistry<P> {
  const modules = createModuleRegistry<P>({ part: entry });
  void modules.preload(["part"]);
  return modules;
}

export function ServerRenderedPart<P extends object>({ part, props }: { part: ModuleRegistry<P>; props: P }) {
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    // No box of its own (display: contents); data-hydrating is removed once the part is live.
    <div ref={wrapper} className="server-rendered-part" data-hydrating="">
      <Suspense fallback={null}>
        <Part part={part} props={props} wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

function Part<P extends object>({
  part,
  props,
  wrapper,
}: {
  part: ModuleRegistry<P>;
  props: P;
  wrapper: { current: HTMLDivElement | null };
}) {
  const Component: ComponentType<P> = use(part.load("part"));
  useLayoutEffect(() => {
    if (wrapper.current) partHydrated(wrapper.current);
  }, [wrapper]);
  return <Component {...props} />;
}
