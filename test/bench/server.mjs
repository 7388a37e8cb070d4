// Starts the built app under wrangler on a free port with its own local state, for the benchmark and
// the budget check; stop() ends it.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { env, freePort } from "../../scripts/run.mjs";

export async function startServer(stateDir = ".wrangler/bench-state", vars = []) {
  const port = await freePort();
  rmSync(stateDir, { recursive: true, force: true });
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    ...vars.flatMap((v) => ["--var", v]),
  ];
  const child = spawn("wrangler", args, {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    },
  };
}

/**
 * The JavaScript and CSS a page loads on first view, from its streamed HTML: the module script (the
 * boot) and the code it asks for once the page is drawn, named in the page-code element.
 */
export async function firstLoadAssets(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const code = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1];
  const { preload = [] } = code ? JSON.parse(code) : {};
  // The entry first: the bench's static-asset row fetches the first file.
  const js = [...preload, ...[...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1])];
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}
