// npm test on a machine without Chromium: without root it stops at once with one line saying what to
// install; with a browser present it does nothing.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const script = "scripts/ensure-chromium.mjs";
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 10_000 });

describe("ensure-chromium", () => {
  it("stops at once with one line naming the package when Chromium is missing and it cannot install", () => {
    const started = Date.now();
    const result = run({ CHROMIUM_PATH: "/nonexistent/chromium", ENSURE_CHROMIUM_AS_USER: "1" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      "The end-to-end tests need Chromium at /nonexistent/chromium: install Debian's package with `sudo apt-get install -y chromium` (or point CHROMIUM_PATH at a browser), then run npm test again.",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("does nothing when the browser is there", () => {
    const result = run({ CHROMIUM_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe("");
  });
});
