// The embedded backend's demo content: Kaarna, a (fictional) Finnish chocolate maker, in fi, en and sv.
// seed.version hashes the data, so any content change re-seeds the database automatically.
import { fingerprint } from "../seed-loader.ts";
import { buildBlocks } from "./build-blocks.ts";
import { buildDiscover } from "./build-discover.ts";
import { buildPages } from "./build-pages.ts";
import { buildMenus, buildSettings, buildWebshopFooter } from "./build-site.ts";
import { en } from "./copy-en.ts";
import { fi } from "./copy-fi.ts";
import { sv } from "./copy-sv.ts";
import { discoverEn } from "./discover-copy-en.ts";
import { discoverFi } from "./discover-copy-fi.ts";
import { discoverSv } from "./discover-copy-sv.ts";
import { locationBlocks, locationPages } from "./locations/build-locations.ts";
import { checkoutPages } from "./pages-checkout.ts";
import { newsBlocks, newsPages } from "./pages-news.ts";
import { contentSearchPages } from "./pages-search.ts";
import { productContentPages, productPageBlocks } from "./pages-product.ts";
import { shopPages } from "./pages-shop.ts";
import { buildRecipes } from "./recipes/build-recipes.ts";
import { siteEn } from "./site-en.ts";
import { siteFi } from "./site-fi.ts";
import { siteSv } from "./site-sv.ts";
import { subBrandBlocks, subBrandPages } from "./sub-brands.ts";
import type { Seed } from "./types.ts";

const languages = [
  [fi, siteFi],
  [en, siteEn],
  [sv, siteSv],
] as const;

const discover = [buildDiscover(fi, discoverFi), buildDiscover(en, discoverEn), buildDiscover(sv, discoverSv)];
const recipes = languages.map(([copy]) => buildRecipes(copy.language, copy.urls.story));

const data: Omit<Seed, "version"> = {
  pages: [
    ...languages.flatMap(([copy, site]) => buildPages(copy, buildWebshopFooter(copy, site))),
    ...shopPages,
    ...contentSearchPages,
    ...checkoutPages,
    ...languages.flatMap(([copy]) => subBrandPages(copy)),
    ...discover.flatMap((part) => part.pages),
    ...locationPages,
    ...newsPages,
    ...recipes.flatMap((section) => section.pages),
    ...productContentPages,
  ],
  blocks: [
    ...languages.flatMap(([copy]) => buildBlocks(copy)),
    ...languages.flatMap(([copy]) => subBrandBlocks(copy)),
    ...discover.flatMap((part) => part.blocks),
    ...locationBlocks,
    ...newsBlocks,
    ...recipes.flatMap((section) => section.blocks),
    ...productPageBlocks,
  ],
  menus: languages.flatMap(([copy, site]) => buildMenus(copy, site)),
  settings: languages.map(([copy, site]) => buildSettings(copy, site)),
};

export const seed: Seed = { version: `kaarna-${fingerprint(data)}`, ...data };
