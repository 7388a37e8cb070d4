// The worker entry: the Hono app is the fetch handler.
import { createApp } from "./app.ts";

const app = createApp({ dev: import.meta.env.DEV });

export default { fetch: app.fetch } satisfies ExportedHandler;
