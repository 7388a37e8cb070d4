// The code a client navigation runs once its page has rendered (head, theme, scroll, focus:
// after-navigation.ts): fetched when the page is idle, or when the first navigation starts, rather
// than with the first page.
import { fetchWhenIdle } from "./fetch-when-idle.ts";

type Navigation = Parameters<typeof import("./after-navigation.ts").afterNavigation>[0];
type Run = (navigation: Navigation) => void;

let loaded: Run | null = null;

/** Starts the load (once), so the code is normally at hand when the new page renders. */
export const loadAfterNavigation = fetchWhenIdle(() =>
  import("./after-navigation.ts").then((module) => (loaded = module.afterNavigation)),
);

/** Runs a navigation's after-render work: at once when the code is here, else as soon as it is. */
export function runAfterNavigation(navigation: Navigation): void {
  if (loaded) loaded(navigation);
  else void loadAfterNavigation().then((run) => run(navigation));
}
