// Playwright drives Debian's Chromium (no browser downloads here) against the built app served by
// wrangler on a free port with its own local state (see scripts/e2e.mjs).
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
/** A second server whose upstream quantity edits and details saves fail (the test-only FAULTS switch). */
const faultyPort = Number(process.env.E2E_FAULTY_PORT ?? 8789);
export const FAULTY_BASE_URL = `http://127.0.0.1:${faultyPort}`;

/** Secrets for the test servers only (production's are wrangler secrets). */
const E2E_SECRETS = [
  "SESSION_SECRET:e2e-only-session-secret-0123456789",
  "PREVIEW_TOKEN_SECRET:e2e-only-preview-token-secret-0123",
  "PUBLISH_WEBHOOK_SECRET:e2e-only-publish-webhook-secret-01",
  "OIDC_CLIENT_SECRET:e2e-only-oidc-client-secret-0123456",
  "OPS_PASSWORD:e2e-only-ops-password-0123456789",
];

const server = (serverPort: number, stateDir: string, vars: string[] = []) => ({
  command: [
    `wrangler dev --port ${serverPort} --ip 127.0.0.1 --persist-to ${stateDir}`,
    ...[...E2E_SECRETS, ...vars].map((v) => `--var ${v}`),
  ].join(" "),
  url: `http://127.0.0.1:${serverPort}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { WRANGLER_SEND_METRICS: "false" },
});

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  webServer: [
    server(port, ".wrangler/e2e-state"),
    server(faultyPort, ".wrangler/e2e-faulty-state", ["FAULTS:cart.quantity:fail,checkout.details:fail"]),
  ],
});
