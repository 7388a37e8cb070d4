// Playwright drives Debian's Chromium (no browser downloads here) against the built app served by
// Miniflare, as wrangler dev serves it, on free ports with their own local state (see scripts/e2e.mjs). Two projects: "embedded"
// runs every test against the storefront on its embedded backend; "remote" runs the journeys tagged
// @remote (and the remote-only tests in test/e2e/remote/) against a storefront whose UPSTREAM_ORIGIN
// is the embedded backend served as a worker of its own (backend/wrangler.toml).
import { defineConfig } from "@playwright/test";
import type { StorefrontOptions } from "./test/e2e/fixtures/storefront.ts";

const portOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = portOf("E2E_PORT", 8788);
const baseURL = `http://127.0.0.1:${port}`;
const faultyPort = portOf("E2E_FAULTY_PORT", 8789);
/** A second server whose upstream quantity edits and details saves fail (the test-only FAULTS switch). */
export const FAULTY_BASE_URL = `http://127.0.0.1:${faultyPort}`;

const remotePort = portOf("E2E_REMOTE_PORT", 8790);
const backendPort = portOf("E2E_BACKEND_PORT", 8791);
const remoteFaultyPort = portOf("E2E_REMOTE_FAULTY_PORT", 8792);
/**
 * The backend is another site than the storefront (localhost, not 127.0.0.1), as a real CMS and
 * identity provider are: cookies are not shared, the sign-in's redirects and the preview frame cross sites.
 */
const BACKEND_ORIGIN = `http://localhost:${backendPort}`;
const REMOTE_BASE_URL = `http://127.0.0.1:${remotePort}`;
/** The storefront in remote mode whose upstream is the switch the remote fault tests hold (test/e2e/remote/upstream-switch.ts). */
export const REMOTE_FAULTY_BASE_URL = `http://127.0.0.1:${remoteFaultyPort}`;
/** Where that switch listens: nothing does until a fault test starts it, as if the backend were down. */
export const UPSTREAM_SWITCH_PORT = portOf("E2E_UPSTREAM_SWITCH_PORT", 8793);
/** The backend worker as the switch reaches it. */
export const BACKEND_URL = `http://127.0.0.1:${backendPort}`;

/** Secrets for the test servers only (production's are wrangler secrets); the backend shares the storefront's. */
const E2E_SECRETS = [
  "SESSION_SECRET:e2e-only-session-secret-0123456789",
  "PREVIEW_TOKEN_SECRET:e2e-only-preview-token-secret-0123",
  "PUBLISH_WEBHOOK_SECRET:e2e-only-publish-webhook-secret-01",
  "OIDC_CLIENT_SECRET:e2e-only-oidc-client-secret-0123456",
  "OPS_PASSWORD:e2e-only-ops-password-0123456789",
];

/** A built worker served by Miniflare as wrangler dev would, without its proxy (scripts/serve-worker.mjs). */
const server = (serverPort: number, stateDir: string, vars: string[] = [], config?: string) => ({
  command: [
    `node scripts/serve-worker.mjs${config ? ` --config ${config}` : ""} --port ${serverPort} --persist-to ${stateDir}`,
    ...[...E2E_SECRETS, ...vars].map((v) => `--var ${v}`),
  ].join(" "),
  url: `http://127.0.0.1:${serverPort}/healthz`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { WRANGLER_SEND_METRICS: "false" },
});

/** The storefronts keep every upstream answer for the contract check after the run (scripts/check-upstream-exchanges.mjs). */
const RECORDING = "UPSTREAM_RECORD:on";

export default defineConfig<StorefrontOptions>({
  testDir: "test/e2e",
  fullyParallel: false,
  // One file at a time: on two cores, two workers made each test about twice as slow (the servers
  // and Chromium already use both), so the run took as long and long tests timed out.
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
  projects: [
    { name: "embedded", testIgnore: "remote/**" },
    // Two workers and a real socket between them on a shared two-core machine: more time per test.
    { name: "remote", grep: /@remote/, timeout: 60_000, use: { baseURL: REMOTE_BASE_URL, cmsOrigin: BACKEND_ORIGIN } },
  ],
  webServer: [
    server(port, ".wrangler/e2e-state", [RECORDING]),
    server(faultyPort, ".wrangler/e2e-faulty-state", ["FAULTS:cart.quantity:fail,checkout.details:fail"]),
    server(backendPort, ".wrangler/e2e-backend-state", [`STOREFRONT_ORIGIN:${REMOTE_BASE_URL}`], "backend/wrangler.toml"),
    server(remotePort, ".wrangler/e2e-remote-state", [
      RECORDING,
      `UPSTREAM_ORIGIN:${BACKEND_ORIGIN}`,
      `PREVIEW_FRAME_ORIGINS:${BACKEND_ORIGIN}`,
    ]),
    server(remoteFaultyPort, ".wrangler/e2e-remote-faulty-state", [`UPSTREAM_ORIGIN:http://127.0.0.1:${UPSTREAM_SWITCH_PORT}`]),
  ],
});
