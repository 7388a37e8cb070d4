// A part of the page that the worker renders with the rest but the browser hydrates from its own
// chunk (decisions 031, 049, 058): nothing waits for it, so the page hydrates without it and the part
// once its code has arrived. Until then React keeps the server's HTML inside a Suspense boundary, and
// a click on one of its buttons is held (early-clicks.ts). A part above the fold asks for its chunk as
// soon as the module that places it loads; one below the fold (`loads: "when-near"`) only once it
// comes near the screen, is touched or focused, or a navigation starts (a navigation updates every
// part and waits for each to hydrate); one that only does something when used (`"when-touched"`) only
// once it is touched or focused, or a navigation starts. Its stylesheets must be imported by the
// module that places it, so the server HTML is styled from the first paint.
import { type ComponentType, Suspense, use, useEffect, useLayoutEffect, useRef } from "react";
import { openOnTouch, partHydrated } from "./early-clicks.ts";
import { createModuleRegistry, type ModuleEntry, tracked } from "./module-registry.ts";

/** How far below the screen a part below the fold starts loading. */
const NEAR_MARGIN = "400px";

/** When the browser loads a part (the worker renders every part at once). */
export type PartLoading = "at-once" | "when-near" | "when-touched";

export interface Part<P> {
  /** The part's component once it may load; the same promise every time, for React's use(). */
  component(): Promise<ComponentType<P>>;
  /** Lets a part below the fold load now (once; at once for a part above it). */
  open(): void;
  readonly loads: PartLoading;
}

const waiting = new Set<() => void>();

/** A navigation is starting: every part still waiting loads, so the new page's render finds them. */
export function openAllParts(): void {
  for (const open of waiting) open();
}

export function serverRenderedPart<P>(entry: ModuleEntry, { loads = "at-once" }: { loads?: PartLoading } = {}): Part<P> {
  const modules = createModuleRegistry<P>({ part: entry });
  // On the worker a part always loads at once, so a page renders in one pass.
  const waits = loads !== "at-once" && typeof document !== "undefined";
  let open = () => {};
  const opened = waits ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  if (waits) waiting.add(open);
  const component = tracked(
    opened.then(() => {
      waiting.delete(open);
      return modules.load("part");
    }),
  );
  return { component: () => component, open: () => open(), loads };
}

export function ServerRenderedPart<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (part.loads === "at-once" || !element) return;
    const open = () => part.open();
    // Rendered in the browser (after a navigation) rather than by the worker: nothing waits below the fold.
    if (!element.firstElementChild) {
      open();
      return;
    }
    openOnTouch(element, open);
    if (part.loads === "when-touched") return;
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: NEAR_MARGIN,
    });
    // The wrapper has no box of its own to intersect: its children are watched.
    for (const child of element.children) near.observe(child);
    return () => near.disconnect();
  }, [part]);
  return (
    // No box of its own (display: contents); data-hydrating (why it waits) goes once the part is live.
    <div ref={wrapper} className="server-rendered-part" data-hydrating={part.loads === "at-once" ? "code" : part.loads}>
      <Suspense fallback={null}>
        <LoadedPart part={part} props={props} wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

function LoadedPart<P extends object>({
  part,
  props,
  wrapper,
}: {
  part: Part<P>;
  props: P;
  wrapper: { current: HTMLDivElement | null };
}) {
  const Component = use(part.component());
  useLayoutEffect(() => {
    if (wrapper.current) partHydrated(wrapper.current);
  }, [wrapper]);
  return <Component {...props} />;
}
