// Two test projects: pure rules and components in Node, and the worker inside workerd with real
// local KV and D1 (the Workers Vitest integration). End-to-end tests run under Playwright instead.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { catalogParts } from "./build/catalog-parts-plugin.ts";
import { clientAssets } from "./build/client-assets-plugin.ts";
import { lingui } from "@lingui/vite-plugin";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), lingui(), catalogParts()],
        // No file leaves module state behind (they pass in any order), so they share their modules.
        test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"], environment: "node", isolate: false },
      },
      {
        plugins: [
          react(),
          clientAssets(),
          lingui(),
          catalogParts(),
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                UPSTREAM_ORIGIN: "",
                SESSION_SECRET: "worker-tests-session-secret",
                PREVIEW_TOKEN_SECRET: "worker-tests-preview-token-secret",
                PUBLISH_WEBHOOK_SECRET: "worker-tests-publish-webhook-secret",
                OIDC_CLIENT_SECRET: "worker-tests-oidc-client-secret",
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.{ts,tsx}"],
          testTimeout: 20_000,
          // One workerd for all files; fresh-file.ts gives each file fresh modules and storage.
          isolate: false,
          setupFiles: ["test/worker/fresh-file.ts"],
        },
      },
    ],
  },
});
