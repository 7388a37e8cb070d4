// The files of a page's own page and block modules in the browser's production build:
// the worker knows them from the build's manifest and puts them in the hydration payload, so the
// browser imports them before hydrating without the tables of every module.
export interface ModuleFile {
  /** The module's export: the component named like its source file. */
  export: string;
  file: string;
}

export interface PageModuleFiles {
  pages: Record<string, ModuleFile>;
  blocks: Record<string, ModuleFile>;
}

export type ModuleKind = keyof PageModuleFiles;
