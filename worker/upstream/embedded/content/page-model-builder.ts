// Assembles a page model (spec 000 §3) from a content row, its translations and ancestors, the
// language's menus and site settings, with shared blocks expanded into the content areas.
import { toKebabCase } from "../../../../shared/rules/content-type.ts";
import type { NavigationItem } from "../../../../shared/schemas/page-model.ts";
import type { SeedMenuItem } from "../seed/types.ts";
import { contentAreaItems, placeContentAreaItems } from "./content-tree.ts";
import type { BlockRow, ContentRepository, ContentRow } from "./repository.ts";

const LANGUAGE_NAMES: Record<string, string> = { fi: "Suomi", en: "English", sv: "Svenska" };

function blockModel(block: BlockRow) {
  return {
    contentLink: { id: block.id, guidValue: `block-${block.id}` },
    contentType: block.contentType,
    name: block.name,
    ...block.fields,
  };
}

/** The ids of the blocks the fields' content areas name. */
const blockIdsIn = (fields: unknown) => contentAreaItems(fields).filter((item): item is number => typeof item === "number");

/** Replaces block ids in content areas by the blocks, recursively (containers hold content areas too). */
const expandBlocks = (fields: unknown, blocks: Map<number, BlockRow>) =>
  placeContentAreaItems(fields, (item) => {
    if (typeof item !== "number") return item;
    const block = blocks.get(item);
    return block ? blockModel(block) : undefined;
  });

/** The blocks a page's content areas name, nested ones too (drafts in edit mode). */
export async function loadBlocks(repository: ContentRepository, fields: unknown, drafts = false): Promise<Map<number, BlockRow>> {
  const all = new Map<number, BlockRow>();
  let pending = new Set(blockIdsIn(fields));
  for (let round = 0; pending.size && round < 4; round += 1) {
    const found = await repository.blocks(
      [...pending].filter((id) => !all.has(id)),
      { drafts },
    );
    const next = new Set<number>();
    for (const [id, block] of found) {
      all.set(id, block);
      for (const nested of blockIdsIn(block.fields)) next.add(nested);
    }
    pending = new Set([...next].filter((id) => !all.has(id)));
  }
  return all;
}

export function menuItems(items: SeedMenuItem[] | undefined, currentUrl: string, depth = 1): NavigationItem[] {
  return (items ?? []).map((item, index) => {
    const children = menuItems(item.children, currentUrl, depth + 1);
    const url = item.url;
    const isLanguageRoot = /^\/[a-z]{2}$/.test(url);
    return {
      contentId: depth * 1000 + index,
      contentPath: url,
      name: item.name,
      url,
      targetFrame: item.targetFrame ?? null,
      depth,
      selected:
        !isLanguageRoot && (currentUrl === url || currentUrl.startsWith(`${url}/`) || children.some((child) => child.selected)),
      imageUrl: item.imageUrl ?? null,
      children,
      linkButtons: item.linkButtons ?? [],
    };
  });
}

export interface BuildOptions {
  editMode?: boolean;
  /** An editor's view-only preview: drafts, without the edit hooks. */
  previewMode?: boolean;
  /** For pages not stored in the content table (catalogue pages): their translations and ancestors. */
  translations?: Pick<ContentRow, "language" | "url">[];
  ancestors?: Pick<ContentRow, "name" | "url">[];
}

export async function buildPageModel(repository: ContentRepository, page: ContentRow, options: BuildOptions = {}) {
  const [settings, menus, translations, ancestors] = await Promise.all([
    repository.settings(page.language),
    repository.menus(page.language),
    options.translations ?? repository.translations(page.translationKey),
    options.ancestors ?? repository.ancestors(page),
  ]);
  if (!settings) throw new Error(`No site settings for language ${page.language}`);
  const blocks = await loadBlocks(repository, page.fields, options.editMode || options.previewMode);
  const fields = expandBlocks(page.fields, blocks) as Record<string, unknown>;
  const {
    pageMetadata: metadataOverrides,
    layoutTheme,
    footer,
    banner,
    ...ownFields
  } = fields as {
    pageMetadata?: Record<string, unknown>;
    layoutTheme?: string;
    footer?: unknown;
    banner?: unknown;
  } & Record<string, unknown>;
  const { displayName: _displayName, globalNavigation, ...navigationSettings } = settings.navigation;

  return {
    ...ownFields,
    url: page.url,
    name: page.name,
    siteTitle: settings.siteTitle,
    contentLink: { id: page.id, guidValue: `page-${page.id}` },
    contentType: page.contentType,
    layoutTheme: layoutTheme ?? settings.layoutTheme,
    metadata: { currentLanguage: page.language, openInNewTabFileExtensionList: settings.openInNewTabFileExtensionList },
    pageMetadata: {
      pageType: toKebabCase(page.contentType.at(-1) ?? ""),
      categories: [],
      canonicalUrl: page.url,
      metaTitle: page.name,
      metaDescription: typeof ownFields.mainIntro === "string" ? ownFields.mainIntro : null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      ...metadataOverrides,
    },
    navigation: {
      ...navigationSettings,
      pageLanguages: translations.map((translation) => ({
        name: translation.language,
        displayName: LANGUAGE_NAMES[translation.language] ?? translation.language,
        url: translation.url,
      })),
      mainMenuItems: menuItems(menus.main_menu, page.url),
      topMenuItems: menuItems(menus.top_menu, page.url),
      bottomMenuItems: menuItems(menus.bottom_menu, page.url),
      brandsMenuItems: menuItems(menus.brands_menu, page.url),
      globalNavigation: { ...globalNavigation, globalNavItems: menuItems(globalNavigation.globalNavItems, page.url) },
      currentLanguageStartPage: `/${page.language}`,
    },
    // A page may override the site's banner (null hides it) and footer (e.g. the webshop variant).
    banner: banner === undefined ? settings.banner : banner,
    footer: footer ?? settings.footer,
    sitePopup: settings.sitePopup,
    countries: settings.countries,
    breadcrumbs: [...ancestors, page].map((crumb) => ({ name: crumb.name, url: crumb.url })),
    publishedDate: page.publishedAt,
    changed: page.changedAt,
    // The membership pages' sidebar: the my_kaarna menu's children (spec 001 §2).
    ...(page.contentType.at(-1)?.startsWith("D2cMy")
      ? { memberMenuItems: menuItems(menus.my_kaarna?.[0]?.children, page.url) }
      : {}),
    ...(options.editMode ? { editMode: true } : {}),
    ...(options.previewMode ? { previewMode: true } : {}),
  };
}

/** A light summary for children and ancestors lists (and the sitemap). */
export function pageSummary(page: ContentRow) {
  return {
    contentLink: { id: page.id, guidValue: `page-${page.id}` },
    contentType: page.contentType,
    name: page.name,
    url: page.url,
    language: page.language,
    changed: page.changedAt,
    translationKey: page.translationKey,
    noIndex: Boolean((page.fields.pageMetadata as { noIndex?: boolean } | undefined)?.noIndex),
  };
}
