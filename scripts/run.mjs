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

/**
 * `run`, with the command's output held and written in one piece when it ends, so commands run side
 * by side do not interleave their lines.
 */
export function runHeld(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env, shell: process.platform === "win32" });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs each lane's commands in order and the lanes side by side; fails, once all have ended, with the first failure. */
export async function runLanes(lanes) {
  const ended = await Promise.allSettled(
    lanes.map(async (lane) => {
      for (const [command, args] of lane) await runHeld(command, args);
    }),
  );
  const failed = ended.find((lane) => lane.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Ports for the project's own servers come from below the kernel's ephemeral range (32768 and up on
 * Linux): a port asked for by number is free until the server binds it, whereas one from the
 * ephemeral range can be handed meanwhile to any socket opened with port 0 (the two e2e servers start
 * side by side, and workerd and wrangler open such sockets), which failed a run with "Address already
 * in use".
 */
const PORTS = { from: 20_000, to: 32_000 };
/** Ports this process has handed out: two servers asked for one after the other never get the same. */
const given = new Set();

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free local port outside the ephemeral range, different from every port given so far. */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (given.has(port)) continue;
    if (await canListen(port)) {
      given.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${PORTS.from} and ${PORTS.to}`);
}
