import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { CLIENT_ENTRY, clientAssets } from "./build/client-assets-plugin.ts";
import { linguiCatalogs } from "./build/lingui-catalogs-plugin.ts";

export default defineConfig({
  plugins: [react(), cloudflare({
      viteEnvironment: { name: "ssr" },
      // A separate state folder lets several dev servers run side by side.
      persistState: process.env.STOREFRONT_STATE_DIR ? { path: process.env.STOREFRONT_STATE_DIR } : true,
    }), clientAssets(), linguiCatalogs()],
  environments: {
    client: {
      build: {
        outDir: "dist/client",
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRY },
      },
    },
  },
  builder: {
    // The client is built first so the worker can embed its manifest (entry, chunks, CSS).
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error("vite: client and ssr environments are required");
      await builder.build(client);
      await builder.build(ssr);
    },
  },
});
