import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { catalogParts } from "./build/catalog-parts-plugin.ts";
import { BOOT_ENTRY, CLIENT_ENTRY, clientAssets, FIELD_REPORTER_ENTRY, LIBRARY_CHUNKS } from "./build/client-assets-plugin.ts";
import { mediaRenditions } from "./build/media-renditions-plugin.ts";
import { routerTreeShaking } from "./build/router-tree-shaking-plugin.ts";

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL("./build/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // A separate state folder lets several dev servers run side by side.
      persistState: process.env.STOREFRONT_STATE_DIR ? { path: process.env.STOREFRONT_STATE_DIR } : true,
    }),
    clientAssets(),
    mediaRenditions(),
    // React Router's unused components (<Link>, <Form>…) out of the browser's bundle.
    routerTreeShaking(),
    // PO catalogs compiled when imported; a build with a message missing in any language fails.
    lingui({ failOnMissing: command === "build", failOnCompileError: true }),
    // The browser's catalog in parts: the shell's with the language, the others with what shows them.
    catalogParts(),
  ],
  environments: {
    client: {
      build: {
        outDir: "dist/client",
        // One stylesheet for the whole site (16.4 KB gzip, within the 25 KB budget): a first view waits
        // for one render-blocking request instead of one per block type (9 on the start page), and
        // every later page has its styles already.
        cssCodeSplit: false,
        manifest: true,
        // Every browser the shop supports has native modulepreload.
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The document's script is the boot, which loads the entry once the page is drawn,
          // and, for a sampled page load, the web-vitals reporter once the page is idle.
          input: [BOOT_ENTRY, CLIENT_ENTRY, FIELD_REPORTER_ENTRY],
          // The reporter's export is what the boot calls; the other entries export nothing.
          preserveEntrySignatures: "exports-only",
          output: {
            // Files are named by their hash alone: every chunk's and stylesheet's name is in the lists
            // that preload a lazy module's dependencies (in the entry and content-kit), and the module
            // names made those lists 0.8 KB gzip of every first load. The manifest
            // (dist/client/.vite/manifest.json) says which source each file holds.
            entryFileNames: "assets/[hash].js",
            chunkFileNames: "assets/[hash].js",
            assetFileNames: "assets/[hash][extname]",
            // Fewer, better-compressed files (each file gzips on its own): the libraries every page
            // runs in two chunks, and the small pieces that blocks and page types share in others
            // (docs/decisions/004-lazy-modules-and-assets.md).
            codeSplitting: {
              groups: [
                // The libraries every page runs, in two chunks the boot evaluates a task each before the
                // entry: React (React DOM is most of it), then the router, the query
                // cache and Lingui, which import it.
                {
                  name: LIBRARY_CHUNKS[0],
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 30,
                },
                {
                  name: LIBRARY_CHUNKS[1],
                  test: /node_modules[\\/](react-router|@tanstack|@lingui|use-sync-external-store)[\\/](?!.*(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver))/,
                  priority: 20,
                },
                {
                  name: "content-kit",
                  // analytics/track and ShellIcon: the header and block-kit's rotation controls both use
                  // them; left to block-kit, that group would take them in and put itself in every first load.
                  // The data layer and the breakpoints are tiny files every page needs: here, not alone.
                  test: /client[/](components[/](ContentArea|ContentErrorBoundary|UnknownContent|Heading|RichText|CmsImage|image-sources|ButtonLink|Breadcrumbs|PageIntro|Accordion|shell[/]ShellIcon)|analytics[/](track|data-layer)|app[/](api-client|preview-frame))\.|shared[/](breakpoints|rules[/]image-widths)\./,
                  priority: 10,
                },
                {
                  // The variation rules and picker the product pages and the variant selector blocks
                  // share: one small chunk rather than three, each a request and a module of its own.
                  name: "variation-kit",
                  test: /client[/](pages[/]product[/]product-meta|components[/]product[/]VariationAttributePicker)\.|shared[/]rules[/]shown-variation\./,
                  priority: 10,
                },
                {
                  name: "block-kit",
                  test: /client[/]components[/](CollapsibleText|MediaSplit|BlockContainer|RotationControls|useRotation|useReducedMotion)\./,
                  priority: 10,
                },
              ],
            },
          },
        },
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
}));
