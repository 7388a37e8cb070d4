// The end-to-end tests drive Debian's Chromium (Playwright never downloads a browser here). When it is
// missing, install Debian's package if this machine lets us (root and apt-get), else stop at once with
// one line saying what to install. Run first by `npm test` and `npm run test:e2e`.
//
// CHROMIUM_PATH names another browser; ENSURE_CHROMIUM_AS_USER=1 behaves as a user without root
// (for the test of the message).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const browser = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether a command is on the PATH. */
const found = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

const fail = (line) => {
  console.error(line);
  process.exit(1);
};

if (!runnable(browser)) {
  const root = process.getuid?.() === 0 && process.env.ENSURE_CHROMIUM_AS_USER !== "1";
  if (!root || !found("apt-get")) {
    fail(
      `The end-to-end tests need Chromium at ${browser}: install Debian's package with \`sudo apt-get install -y chromium\` (or point CHROMIUM_PATH at a browser), then run npm test again.`,
    );
  }
  console.log(`Chromium is missing at ${browser}: installing Debian's package (apt-get install -y chromium).`);
  const apt = (args) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0;
  // The package lists may be missing or stale on a fresh machine: refresh them once if the install fails.
  if (!apt(["install", "-y", "-qq", "chromium"]) && !(apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium"]))) {
    fail("Installing Chromium with apt-get failed (see above); install it by hand with `apt-get install -y chromium`.");
  }
  if (!runnable(browser)) fail(`apt-get installed chromium, but ${browser} is still missing.`);
}
