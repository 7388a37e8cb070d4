// Compiles the browser's catalog in parts: `locales/{language}/messages.po?part={part}`
// is the language's PO catalog compiled by Lingui's own API with only the part's messages, and
// `virtual:catalog-parts` names a loader for every language and part. The whole catalogs
// (`…/messages.po`, which the worker imports) stay with @lingui/vite-plugin.
import { relative } from "node:path";
import { getConfig, type LinguiConfigNormalized } from "@lingui/conf";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import type { Plugin } from "vite";
import { CATALOG_PART_NAMES, type CatalogPart, partsOfMessage } from "../client/i18n/catalog-parts.ts";
import { LANGUAGES } from "../shared/languages.ts";

const VIRTUAL_ID = "virtual:catalog-parts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PART_ID = /\/locales\/([a-z]+)\/messages\.po\?part=([a-z-]+)$/;

export function catalogParts(): Plugin {
  let config: LinguiConfigNormalized | undefined;
  let root = process.cwd();
  return {
    name: "kaarna:catalog-parts",
    enforce: "pre",
    configResolved(resolved) {
      root = resolved.root;
    },
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL_ID}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: [new RegExp(`^${RESOLVED_ID}$`), PART_ID] },
      handler: async function (id) {
        if (id === RESOLVED_ID) return partLoaders();
        // The development server recompiles a part when its PO catalog changes.
        this.addWatchFile(id.split("?")[0] ?? id);
        return await compilePart(id);
      },
    },
  };

  function partLoaders() {
    const entries = LANGUAGES.map((language) => {
      const parts = CATALOG_PART_NAMES.map(
        (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`/locales/${language}/messages.po?part=${part}`)})`,
      );
      return `${language}: { ${parts.join(", ")} }`;
    });
    return `export const catalogPartLoaders = { ${entries.join(", ")} };`;
  }

  async function compilePart(id: string) {
    const match = PART_ID.exec(id);
    if (!match) return undefined;
    const [, locale, part] = match as unknown as [string, string, CatalogPart];
    config ??= getConfig({ cwd: root });
    const file = id.split("?")[0] ?? id;
    const fileCatalog = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
    if (!fileCatalog) throw new Error(`${file} is not one of lingui.config's catalogs`);
    const { messages } = await fileCatalog.catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
      missingBehavior: "resolved",
    });
    const own = Object.fromEntries(Object.entries(messages).filter(([message]) => partsOfMessage(message).includes(part)));
    const { source, errors } = createCompiledCatalog(locale, own, { namespace: "es" });
    if (errors.length > 0) throw new Error(`${file} (${part}): ${errors.map((error) => error.id).join(", ")} do not compile`);
    return { code: source, moduleType: "js" as const };
  }
}
