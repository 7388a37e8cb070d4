// The sub-brands of the demo: the global menu's sites in every language, and a page for
// each restricted sub-brand theme (Pikku Kuu: a header without its top bar and expanders; Tuohi: no
// header and no footer), with their blocks.
import { PIKKU_KUU_THEME, TUOHI_THEME } from "../../../../shared/sub-brand-themes.ts";
import type { Copy } from "./copy-fi.ts";
import { type BLOCK, blockId, pageId } from "./ids.ts";
import { subBrandCopy } from "./sub-brand-copy.ts";
import type { SeedBlock, SeedPage, SeedSiteSettings } from "./types.ts";

const CHANGED_AT = "2025-05-12T08:00:00.000Z";
const GROUP_ORIGIN = "https://example.com/kaarna-group";

const subBrandUrls = (c: Copy) => ({ pikkuKuu: `/${c.language}/pikku-kuu`, tuohi: `/${c.language}/tuohi` });

/** The global menu: this site, the sub-brands' pages, and the group's own site on another host. */
export function globalNavigation(c: Copy): SeedSiteSettings["navigation"]["globalNavigation"] {
  const { sites } = subBrandCopy[c.language];
  const urls = subBrandUrls(c);
  const group = `${GROUP_ORIGIN}/${c.language}`;
  return {
    hasGlobalMenu: true,
    globalNavIcon: "/images/icons/sites.svg",
    globalNavItems: [
      { name: sites.kaarna, url: c.urls.start },
      { name: sites.pikkuKuu, url: urls.pikkuKuu },
      { name: sites.tuohi, url: urls.tuohi },
      {
        name: sites.group,
        url: group,
        children: [
          // Job seekers keep the shop open: the careers site opens in a new tab.
          { name: sites.careers, url: `${group}/careers`, targetFrame: "_blank" },
          { name: sites.investors, url: `${group}/investors` },
        ],
      },
    ],
  };
}

const picture = (name: string, altText: string) => ({ url: `/media/${name}.webp`, width: 800, height: 600, altText });

export function subBrandBlocks(c: Copy): SeedBlock[] {
  const { pikkuKuu, tuohi } = subBrandCopy[c.language];
  const block = (slot: keyof typeof BLOCK, type: string, name: string, fields: Record<string, unknown>): SeedBlock => ({
    id: blockId(c.language, slot),
    language: c.language,
    contentType: ["Block", `${type}Block`],
    name,
    fields,
  });
  const content = (copy: typeof pikkuKuu.content, image: string, link: string) => ({
    heading: copy.heading,
    headingLevel: 2,
    body: copy.body,
    image: picture(image, copy.alt),
    imagePosition: "start",
    callToAction: { link, name: copy.cta, openInNewWindow: false },
  });
  return [
    block("pikkuKuuContent", "Content", "Pikku Kuu pastilles", content(pikkuKuu.content, "card-pikku-kuu", c.urls.pastilles)),
    block("pikkuKuuFlavours", "RichText", "Pikku Kuu flavours", {
      heading: pikkuKuu.flavours.heading,
      headingLevel: 2,
      body: pikkuKuu.flavours.body,
    }),
    block("tuohiContent", "Content", "Tuohi gift boxes", content(tuohi.content, "card-tuohi", c.urls.gifts)),
    // With no header or footer on the Tuohi page, the way back to the shop is on the page itself.
    block("tuohiBack", "Link", "Back to Kaarna", {
      linkUrl: c.urls.start,
      buttonName: tuohi.back,
      openLinkInNewWindow: false,
      anchorContentLinkId: null,
      styling: 1,
      align: 1,
      verticalPadding: 2,
    }),
  ];
}

export function subBrandPages(c: Copy): SeedPage[] {
  const { pikkuKuu, tuohi } = subBrandCopy[c.language];
  const urls = subBrandUrls(c);
  const page = (slot: "pikkuKuu" | "tuohi", name: string, fields: Record<string, unknown>): SeedPage => ({
    id: pageId(c.language, slot),
    language: c.language,
    url: urls[slot],
    translationKey: `sub-brand-${slot}`,
    parentId: pageId(c.language, "start"),
    sortOrder: 60,
    contentType: ["Page", "Landing"],
    name,
    publishedAt: "2025-03-01T08:00:00.000Z",
    changedAt: CHANGED_AT,
    fields,
  });
  return [
    page("pikkuKuu", pikkuKuu.name, {
      layoutTheme: PIKKU_KUU_THEME,
      mainIntro: pikkuKuu.intro,
      pageMetadata: { ogImage: "/media/card-pikku-kuu.webp" },
      mainContentArea: [blockId(c.language, "pikkuKuuContent"), blockId(c.language, "pikkuKuuFlavours")],
    }),
    // A campaign page of its own: no header, no footer, and not the shop's delivery banner either.
    page("tuohi", tuohi.name, {
      layoutTheme: TUOHI_THEME,
      mainIntro: tuohi.intro,
      banner: null,
      pageMetadata: { ogImage: "/media/card-tuohi.webp" },
      mainContentArea: [blockId(c.language, "tuohiContent"), blockId(c.language, "tuohiBack")],
    }),
  ];
}
