// Lazily loaded modules by name (page types and blocks). A module preloaded before render or
// hydration renders synchronously; otherwise it suspends until its chunk arrives.
import type { ComponentType } from "react";
import { tracked } from "../app/load-once.ts";

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
  /** Starts (once) and returns the load of a module; React's use() reads it synchronously once settled. */
  load(name: string): TrackedPromise<ComponentType<P>>;
  preload(names: Iterable<string>): Promise<void>;
}

/** A module's component: the export named like its file. */
export function componentOf<P>(module: Record<string, unknown>, file: string): ComponentType<P> {
  const component = module[file];
  if (typeof component !== "function") throw new Error(`${file} does not export a component named ${file}`);
  return component as ComponentType<P>;
}

/** A registry over any way of loading a named module's component, each load started once and tracked. */
export function trackedRegistry<P>(source: {
  has(name: string): boolean;
  fileOf(name: string): string | undefined;
  load(name: string): Promise<ComponentType<P>>;
}): ModuleRegistry<P> {
  const loads = new Map<string, TrackedPromise<ComponentType<P>>>();
  const load = (name: string) => {
    let promise = loads.get(name);
    if (!promise) {
      if (!source.has(name)) throw new Error(`No module is registered for "${name}"`);
      promise = tracked(source.load(name));
      loads.set(name, promise);
    }
    return promise;
  };
  return {
    has: source.has,
    loaded: (name) => {
      const tracked = loads.get(name) as
        | (TrackedPromise<ComponentType<P>> & { status?: string; value?: ComponentType<P> })
        | undefined;
      return tracked?.status === "fulfilled" ? tracked.value : undefined;
    },
    fileOf: source.fileOf,
    load,
    async preload(names) {
      await Promise.all([...new Set(names)].filter(source.has).map((name) => load(name).catch(() => undefined)));
    },
  };
}

/** A registry of modules imported by the bundler (the worker, the development server, lazily hydrated parts). */
export function createModuleRegistry<P>(entries: Record<string, ModuleEntry>): ModuleRegistry<P> {
  return trackedRegistry<P>({
    has: (name) => Object.hasOwn(entries, name),
    fileOf: (name) => entries[name]?.[0],
    load: async (name) => {
      const [file, loader] = entries[name] as ModuleEntry;
      return componentOf<P>(await loader(), file);
    },
  });
}
