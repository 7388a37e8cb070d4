// Small helpers for the project's scripts: run a command (failing loudly) and find a free port.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { delimiter, resolve } from "node:path";

const bin = resolve(import.meta.dirname, "../node_modules/.bin");
export const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" };

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env, shell: process.platform === "win32", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
