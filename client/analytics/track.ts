// Sends an interaction event (./interaction-events.ts) whose code loads on first use: the header and
// the heroes are on every first load, where the JavaScript budget has no room for event builders.
// Events keep their order: each waits for the same module.
type InteractionEvents = typeof import("./interaction-events.ts");
type Tracker = {
  [Name in keyof InteractionEvents]: InteractionEvents[Name] extends (...args: never[]) => void ? Name : never;
}[keyof InteractionEvents];

export function track<Name extends Tracker>(name: Name, ...args: Parameters<InteractionEvents[Name]>) {
  import("./interaction-events.ts").then(
    (events) => (events[name] as (...args: Parameters<InteractionEvents[Name]>) => void)(...args),
    // Analytics is best effort: a chunk that cannot load (offline) costs the event, not the page.
    () => {},
  );
}
