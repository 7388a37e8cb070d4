// The code a client navigation runs once its page has rendered (head, theme, scroll, focus:
// after-navigation.ts), loaded when the first navigation starts rather than with the first page.
type Navigation = Parameters<typeof import("./after-navigation.ts").afterNavigation>[0];
type Run = (navigation: Navigation) => void;

let loading: Promise<Run> | null = null;
let loaded: Run | null = null;

/** Starts the load (once), so the code is normally at hand when the new page renders. */
export function loadAfterNavigation(): Promise<Run> {
  loading ??= import("./after-navigation.ts").then((module) => (loaded = module.afterNavigation));
  return loading;
}

/** Runs a navigation's after-render work: at once when the code is here, else as soon as it is. */
export function runAfterNavigation(navigation: Navigation): void {
  if (loaded) loaded(navigation);
  else void loadAfterNavigation().then((run) => run(navigation));
}
