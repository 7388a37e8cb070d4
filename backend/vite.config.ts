// The backend worker's build (backend/wrangler.toml serves it): the embedded backend with its
// migrations (import.meta.glob) bundled into one module for workerd. The storefront's own build is
// the root vite.config.ts; this one is made only for the remote-mode tests (scripts/e2e.mjs).
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    ssr: "backend/index.ts",
    outDir: "dist/backend",
    emptyOutDir: true,
    target: "es2023",
    rollupOptions: { output: { entryFileNames: "index.js", codeSplitting: false } },
  },
  ssr: { noExternal: true, target: "webworker" },
});
