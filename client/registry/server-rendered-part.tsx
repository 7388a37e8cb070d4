// A part of the page that the worker renders with the rest but the browser hydrates from its own
// chunk: nothing waits for it, so the page hydrates without it and the part
// once its code has arrived. Until then React keeps the server's HTML inside a Suspense boundary, and
// a click on one of its buttons is held (early-clicks.ts). A part above the fold (`loads: "at-once"`)
// asks for its chunk as soon as the page places one (as it hydrates), and not on a page without one;
// one below the fold (`"when-near"`) only once it comes near the screen, is touched or focused, or a
// navigation starts (a navigation updates every part and waits for each to hydrate); one that only
// does something when used (`"when-touched"`) only once a pointer comes over it, it is touched or
// focused, or a navigation starts; one the shopper can neither see nor use (a product's structured
// data, `"with-navigation"`) only once a navigation starts. Such a part waits in each place on its
// own: a card near the screen does not hydrate the cards further down. Its stylesheets must be
// imported by the module that places it, so the server HTML is styled from the first paint.
//
// Until the part is live, the page's own updates pass it by: every render gives React the boundary of
// the first one, so React leaves it alone. Given changed props (a query's refetch, a list re-rendered
// around a card), React could only render a boundary still waiting for its code anew in the browser,
// throwing the server's HTML away for the fallback. Once live, the part renders with the latest props.
// A navigation's render gives every part its new props at once: it is a transition, which waits for a
// part's code and then renders the part anew for the new page (and, after a language change, in the
// new language, which hydrating the old page's HTML could not match).
import { type ComponentType, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { openOnTouch, partHydrated, partNotLoaded } from "./early-clicks.ts";
import { createModuleRegistry, type ModuleEntry } from "./module-registry.ts";
import { tracked } from "../app/load-once.ts";
import { useRenderedByTheBrowser } from "../app/useHydrated.ts";
import { yieldToBrowser } from "../app/yield-to-browser.ts";
import { fetchWhenIdle } from "../app/fetch-when-idle.ts";

/** How far below the screen a part below the fold starts loading. */
const NEAR_MARGIN = "400px";

/** When the browser loads a part (the worker renders every part at once). */
export type PartLoading = "at-once" | "when-near" | "when-touched" | "with-navigation";

export interface Part<P> {
  /** The part's component once it may load; the same promise every time, for React's use(). */
  component(): Promise<ComponentType<P>>;
  /** Lets the part load now (once) and go live in every place it stands (a signed-in member's top bar). */
  open(): void;
  /** Asks for the part's code alone: one place of it opening. */
  load(): void;
  /** The openers of the places still waiting on their own (placeOf). */
  readonly places: Set<() => void>;
  readonly loads: PartLoading;
  /**
   * Calls `listener` once the part's code could not be loaded in the browser (at once if it already
   * could not; its component then never settles); returns the unsubscribe.
   */
  whenNotLoaded(listener: () => void): () => void;
}

const waiting = new Set<() => void>();
/** On the worker, every part's load: a render waits for them, so no part's boundary suspends (partsLoaded). */
const serverLoads = new Set<Promise<unknown>>();
/** Whether a navigation has started since the page loaded. */
let navigated = false;

/** A navigation is starting: every part still waiting loads, so the new page's render finds them. */
export function openAllParts(): void {
  navigated = true;
  for (const open of waiting) open();
}

/** A promise its opener resolves; the opener stays in each of `openers` until it has been used. */
function whenOpened(...openers: Set<() => void>[]): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  for (const set of openers) set.add(open);
  return {
    opened: opened.then(() => {
      for (const set of openers) set.delete(open);
    }),
    open,
  };
}

export function serverRenderedPart<P>(entry: ModuleEntry, { loads = "at-once" }: { loads?: PartLoading } = {}): Part<P> {
  const modules = createModuleRegistry<P>({ part: entry });
  // On the worker a part always loads as its module does, so a page renders in one pass.
  const waits = typeof document !== "undefined";
  const { opened, open } = waits ? whenOpened(waiting) : { opened: Promise.resolve(), open: () => {} };
  // In the browser each part asks for its code in a task of its own: a page opens its parts together
  // as it hydrates, and every file a load asks for is a request started.
  let notLoaded = false;
  const notLoadedListeners = new Set<() => void>();
  const component = tracked(
    opened
      .then(() => (waits ? yieldToBrowser() : undefined))
      .then(() =>
        modules.load("part").catch((error: unknown) => {
          if (!waits) throw error;
          // Code that could not be loaded (a dropped connection, a deploy) keeps every place's server
          // HTML, inert, rather than giving React an error that would replace the page with its
          // stand-in: the component never arrives, and a press on the part says so.
          notLoaded = true;
          for (const listener of notLoadedListeners) listener();
          notLoadedListeners.clear();
          return new Promise<never>(() => {});
        }),
      ),
  );
  if (import.meta.env.SSR) serverLoads.add(component);
  // The code of a part the shopper may use is fetched when the page is idle: a tap on it then waits
  // for its hydration alone, not for the network.
  if (waits && (loads === "when-near" || loads === "when-touched"))
    fetchWhenIdle(() => {
      open();
      return component;
    });
  const places = new Set<() => void>();
  return {
    component: () => component,
    open: () => {
      open();
      for (const place of places) place();
    },
    load: open,
    places,
    loads,
    whenNotLoaded: (listener) => {
      if (notLoaded) listener();
      else notLoadedListeners.add(listener);
      return () => {
        notLoadedListeners.delete(listener);
      };
    },
  };
}

/**
 * On the worker, once every part placed so far has loaded, those that loading placed among them too:
 * a part whose module is still arriving when the page renders would suspend, and React would send its
 * boundary after the rest, swapped in by a script. A page's parts start loading as its modules are
 * evaluated (the route's loader preloads them), so the worker awaits this before rendering.
 */
export async function partsLoaded(): Promise<void> {
  let known = -1;
  while (known !== serverLoads.size) {
    known = serverLoads.size;
    await Promise.all([...serverLoads].map((load) => load.catch(() => undefined)));
  }
}

/** One place where a part stands in the page: what its boundary waits for, and how to have it load. */
interface Place<P> {
  readonly component: Promise<ComponentType<P>>;
  open(): void;
}

/**
 * A part that waits (below the fold, or for a touch) hydrates where it comes near or is touched, not
 * wherever another place of the same part does: a category's cards share one part, and the first card
 * near the screen hydrated every card down the page. A place the worker drew waits for its own
 * opening, or a navigation's; one the browser draws, or a part that loads at once, takes the part's
 * code as soon as it is there.
 */
function placeOf<P>(part: Part<P>, drawnByTheWorker: boolean): Place<P> {
  if (!drawnByTheWorker || part.loads === "at-once" || typeof document === "undefined")
    return { component: part.component(), open: () => part.load() };
  const { opened, open } = whenOpened(waiting, part.places);
  const component = tracked(
    opened.then(() => {
      part.load();
      return part.component();
    }),
  );
  return { component, open };
}

export function ServerRenderedPart<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const [notLoaded, setNotLoaded] = useState(false);
  // Read once, as the part is placed: a part that told every place to render again once the page
  // hydrated re-rendered each of them, and the path from the root to each, for nothing.
  const renderedByTheBrowser = useRenderedByTheBrowser();
  const [place] = useState(() => placeOf(part, !renderedByTheBrowser));
  const boundary = (
    <Suspense fallback={<LoadNow place={place} />}>
      <LoadedPart component={place.component} props={props} onLive={setLive} />
    </Suspense>
  );
  // The first render's boundary, given again until the part is live (see above), and after it for as
  // long as the props are the same: going live then re-renders this wrapper alone, not every
  // component of the part just hydrated in one synchronous pass. A navigation's render
  // gives the boundary anew, so a part still waiting is rendered for the new page (and language). A
  // part whose code could not be loaded keeps its first boundary for good: given anew, it would wait
  // for ever, and so would the navigation's transition.
  const [first] = useState({ boundary, props });
  // Here rather than in LoadedPart: a part rendered at once in the browser (its code already there)
  // mounts in one commit with this wrapper, and a child's layout effect runs before the wrapper's ref is set.
  useLayoutEffect(() => {
    if (live && wrapper.current) partHydrated(wrapper.current);
  }, [live]);
  useEffect(
    () =>
      part.whenNotLoaded(() => {
        if (wrapper.current) partNotLoaded(wrapper.current);
        setNotLoaded(true);
      }),
    [part],
  );
  useEffect(() => {
    const element = wrapper.current;
    const open = () => place.open();
    if (part.loads === "at-once" || !element) {
      open();
      return;
    }
    // Rendered in the browser rather than by the worker: LoadNow has asked for it.
    if (!element.firstElementChild || part.loads === "with-navigation") return;
    openOnTouch(element, open);
    if (part.loads === "when-touched") return;
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: NEAR_MARGIN,
    });
    // The wrapper has no box of its own to intersect: its children are watched.
    for (const child of element.children) near.observe(child);
    return () => near.disconnect();
  }, [part, place]);
  return (
    // No box of its own (display: contents); data-hydrating (why it waits) goes once the part is live.
    <div ref={wrapper} className="server-rendered-part" data-hydrating={part.loads === "at-once" ? "code" : part.loads}>
      {!notLoaded && (navigated || (live && !sameProps(props, first.props))) ? boundary : first.boundary}
    </div>
  );
}

/** Whether two props objects hold the same values under the same names. */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/**
 * The fallback, which React shows only when it renders the part anew in the browser: after a
 * navigation, or when an update reached the part before its code and React gave up the server's HTML.
 * Either way nothing is on the screen in its place, so the part loads now, wherever it is.
 */
function LoadNow({ place }: { place: { open(): void } }) {
  useEffect(() => place.open(), [place]);
  return null;
}

function LoadedPart<P extends object>({
  component,
  props,
  onLive,
}: {
  component: Promise<ComponentType<P>>;
  props: P;
  onLive: (live: true) => void;
}) {
  const Component = use(component);
  useLayoutEffect(() => onLive(true), [onLive]);
  return <Component {...props} />;
}
