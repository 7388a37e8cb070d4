// The embedded backend's demo content: Kaarna, a (fictional) Finnish chocolate maker, in fi, en and sv.
// seed.version hashes the data, so any content change re-seeds the database automatically.
import { fingerprint } from "../seed-loader.ts";
import { buildBlocks } from "./build-blocks.ts";
import { buildPages } from "./build-pages.ts";
import { buildMenus, buildSettings, buildWebshopFooter } from "./build-site.ts";
import { en } from "./copy-en.ts";
import { fi } from "./copy-fi.ts";
import { sv } from "./copy-sv.ts";
import { checkoutPages } from "./pages-checkout.ts";
import { contentSearchPages } from "./pages-search.ts";
import { shopPages } from "./pages-shop.ts";
import { siteEn } from "./site-en.ts";
import { siteFi } from "./site-fi.ts";
import { siteSv } from "./site-sv.ts";
import type { Seed } from "./types.ts";

const languages = [
  [fi, siteFi],
  [en, siteEn],
  [sv, siteSv],
] as const;

const data: Omit<Seed, "version"> = {
  pages: [
    ...languages.flatMap(([copy, site]) => buildPages(copy, buildWebshopFooter(copy, site))),
    ...shopPages,
    ...contentSearchPages,
    ...checkoutPages,
  ],
  blocks: languages.flatMap(([copy]) => buildBlocks(copy)),
  menus: languages.flatMap(([copy, site]) => buildMenus(copy, site)),
  settings: languages.map(([copy, site]) => buildSettings(copy, site)),
};

export const seed: Seed = { version: `kaarna-${fingerprint(data)}`, ...data };
