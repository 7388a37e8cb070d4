// The worker entry: the Hono app is the fetch handler.
import { createApp } from "./app.ts";
import type { Env } from "./env.ts";

const app = createApp({ dev: import.meta.env.DEV });

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
