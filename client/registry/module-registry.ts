// Lazily loaded modules by name (page types and blocks). A module preloaded before render or
// hydration renders synchronously; otherwise it suspends until its chunk arrives.
import type { ComponentType } from "react";

/** Loads a module whose named export, called like the file, is the component. */
type Loader = () => Promise<Record<string, unknown>>;
/** A registered module: the file it lives in (its build chunk) and how to load it. */
export type ModuleEntry = readonly [file: string, load: Loader];
/** A promise React's use() can read synchronously once settled (React reads status and value). */
type TrackedPromise<T> = Promise<T>;

export interface ModuleRegistry<P> {
  has(name: string): boolean;
  /** The module's component when its chunk has already loaded (so it can render without suspending). */
  loaded(name: string): ComponentType<P> | undefined;
  /** The source file name (without extension) of a module, for linking its chunk and CSS. */
  fileOf(name: string): string | undefined;
  names(): string[];
  /** Starts (once) and returns the load of a module; React's use() reads it synchronously once settled. */
  load(name: string): TrackedPromise<ComponentType<P>>;
  preload(names: Iterable<string>): Promise<void>;
}

export function createModuleRegistry<P>(entries: Record<string, ModuleEntry>): ModuleRegistry<P> {
  const loaders: Record<string, () => Promise<ComponentType<P>>> = Object.fromEntries(
    Object.entries(entries).map(([name, [file, loader]]) => [
      name,
      async () => {
        const component = (await loader())[file];
        if (typeof component !== "function") throw new Error(`${file} does not export a component named ${file}`);
        return component as ComponentType<P>;
      },
    ]),
  );
  const loads = new Map<string, TrackedPromise<ComponentType<P>>>();
  const load = (name: string) => {
    let promise = loads.get(name);
    if (!promise) {
      const loader = loaders[name];
      if (!loader) throw new Error(`No module is registered for "${name}"`);
      const tracked: TrackedPromise<ComponentType<P>> = loader();
      Object.assign(tracked, { status: "pending" });
      tracked.then(
        (value) => Object.assign(tracked, { status: "fulfilled", value }),
        (reason) => Object.assign(tracked, { status: "rejected", reason }),
      );
      promise = tracked;
      loads.set(name, promise);
    }
    return promise;
  };
  return {
    has: (name) => Object.hasOwn(loaders, name),
    loaded: (name) => {
      const tracked = loads.get(name) as
        | (TrackedPromise<ComponentType<P>> & { status?: string; value?: ComponentType<P> })
        | undefined;
      return tracked?.status === "fulfilled" ? tracked.value : undefined;
    },
    fileOf: (name) => entries[name]?.[0],
    names: () => Object.keys(loaders),
    load,
    async preload(names) {
      await Promise.all(
        [...new Set(names)].filter((name) => Object.hasOwn(loaders, name)).map((name) => load(name).catch(() => undefined)),
      );
    },
  };
}
