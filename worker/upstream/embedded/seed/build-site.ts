// Builds one language's menus, site settings and webshop footer from its copy and labels.
import type { FooterInput } from "../../../../shared/schemas/page-model.ts";
import type { Copy } from "./copy-fi.ts";
import { CONTENT_SEARCH_URLS } from "./pages-search.ts";
import { LOCATION_COPY } from "./locations/location-copy.ts";
import { NEWS_COPY } from "./news-copy.ts";
import { factoryShopUrl } from "./locations/build-locations.ts";
import { recipeSiteCopy } from "./recipes/recipe-site-copy.ts";
import { CLASSIC_LOGO_URL, FOOTER_BACKGROUND_URL, LOGO_URL, PIKKU_KUU_LOGO_URL } from "./images.ts";
import type { SiteCopy } from "./site-fi.ts";
import { globalNavigation } from "./sub-brands.ts";
import type { SeedMenu, SeedMenuItem, SeedSiteSettings } from "./types.ts";

const POPUP_IDS = { fi: 9001, en: 9002, sv: 9003 } as const;

/** Where the shop delivers, in the forms' order, with each country's phone prefix. */
const DELIVERY_COUNTRIES = [
  ["FIN", "+358"],
  ["SWE", "+46"],
  ["NOR", "+47"],
  ["DNK", "+45"],
  ["ISL", "+354"],
  ["EST", "+372"],
] as const;

function countries(s: SiteCopy) {
  return DELIVERY_COUNTRIES.map(([countryCode, telephonePrefix]) => ({
    countryCode,
    countryName: s.countries[countryCode],
    telephonePrefix,
  }));
}

const item = (name: string, url: string, extra: Partial<SeedMenuItem> = {}): SeedMenuItem => ({
  name,
  url,
  targetFrame: null,
  ...extra,
});
const button = (name: string, url: string) => ({ name, url, targetFrame: null, isExternal: false });
const link = (name: string, url: string) => ({ name, url, targetFrame: null });

function socialLinks(s: SiteCopy) {
  return [
    { icon: "facebook", link: { name: s.social.facebook, url: "https://example.com/kaarna/facebook" } },
    { icon: "instagram", link: { name: s.social.instagram, url: "https://example.com/kaarna/instagram" } },
    { icon: "youtube", link: { name: s.social.youtube, url: "https://example.com/kaarna/youtube" } },
  ];
}

export function buildMenus(c: Copy, s: SiteCopy): SeedMenu[] {
  const { language, urls } = c;
  const m = s.menu;
  const stores = LOCATION_COPY[language].stores;
  const recipes = recipeSiteCopy[language].landing;
  const factoryShop = factoryShopUrl(language);
  const main: SeedMenuItem[] = [
    item(m.products, urls.products, {
      linkButtons: [button(m.allProducts, urls.products)],
      children: [
        item(m.chocolate, urls.chocolate, {
          children: [item(m.milk, urls.milk), item(m.dark, urls.dark), item(m.oat, urls.oat)],
        }),
        item(m.salmiakki, urls.salmiakki),
        item(m.pastilles, urls.pastilles),
        item(m.gifts, urls.gifts),
        item(m.allergens, urls.allergens),
      ],
    }),
    item(m.personalised, urls.designer, { linkButtons: [button(m.orderPersonalised, urls.designer)] }),
    item(m.story, urls.story, {
      linkButtons: [button(m.readStory, urls.story)],
      children: [
        item(m.article, urls.article),
        item(recipes.name, recipes.url),
        item(stores.name, stores.url),
        item(m.factoryShop, factoryShop),
      ],
    }),
    item(m.club, urls.club, { linkButtons: [button(m.joinClub, urls.club)] }),
    item(m.support, urls.support),
  ];
  return [
    { language, menu: "main_menu", items: main },
    // The membership pages' sidebar (spec 001 §2: built from the my_{product} menu's children).
    {
      language,
      menu: "my_kaarna",
      items: [
        item(c.member.menu, urls.club, {
          children: [
            item(c.names.myAccount, urls.myAccount),
            item(c.names.myDetails, urls.myDetails),
            item(c.names.myOrders, urls.myOrders),
            item(c.names.myEmail, urls.myEmail),
          ],
        }),
      ],
    },
    {
      language,
      menu: "top_menu",
      items: [item(m.support, urls.support), item(m.club, urls.club), item(m.factoryShop, factoryShop)],
    },
    {
      language,
      menu: "bottom_menu",
      items: [
        item(m.story, urls.story),
        item(m.article, urls.article),
        item(recipeSiteCopy[language].landing.name, recipeSiteCopy[language].landing.url),
        item(LOCATION_COPY[language].stores.name, LOCATION_COPY[language].stores.url),
        item(m.personalised, urls.designer),
        item(m.support, urls.support),
      ],
    },
    {
      language,
      menu: "brands_menu",
      items: [
        item(s.brands.classic, urls.chocolate, { imageUrl: CLASSIC_LOGO_URL }),
        item(s.brands.pikkuKuu, urls.pastilles, { imageUrl: PIKKU_KUU_LOGO_URL }),
      ],
    },
  ];
}

export function buildWebshopFooter(c: Copy, s: SiteCopy): FooterInput {
  const { urls } = c;
  const f = s.footer;
  return {
    variant: "webshop",
    columns: [
      {
        title: f.orderingTitle,
        links: [link(f.delivery, urls.support), link(s.menu.personalised, urls.d2c), link(s.menu.allergens, urls.allergens)],
        columnText: f.orderingText,
      },
      { title: f.brandTitle, links: [link(s.menu.story, urls.story), link(s.menu.club, urls.club)], columnText: f.brandText },
    ],
    socialLinks: socialLinks(s),
    backgroundImgUrl: null,
    termsUrl: urls.support,
    termsLabel: f.terms,
    logoUrl: LOGO_URL,
    copyrightHolder: "Kaarna Oy",
  };
}

export function buildSettings(c: Copy, s: SiteCopy): SeedSiteSettings {
  const { language, urls } = c;
  const f = s.footer;
  return {
    language,
    siteTitle: "Kaarna",
    layoutTheme: "finnish",
    openInNewTabFileExtensionList: "pdf,docx,xlsx",
    navigation: {
      displayName: s.displayName,
      supportPageUrl: urls.support,
      // The worker's sign-in and sign-out: they return the member to the page they were on.
      loginPageUrl: `/api/auth/sign-in?language=${language}`,
      logOutPageUrl: `/api/auth/sign-out?language=${language}`,
      // The content search page; the header's product search panel keeps the product results page.
      searchPageUrl: CONTENT_SEARCH_URLS[language],
      productSearchPageUrl: urls.search,
      searchSuggestions: s.searchSuggestions,
      logoUrl: LOGO_URL,
      showLogoTopOfNavigation: false,
      cartPageUrl: urls.cart,
      checkoutPageUrl: urls.checkout,
      orderConfirmationPageUrl: urls.orderConfirmation,
      accountPageUrl: urls.myAccount,
      notFoundPageUrl: urls.notFound,
      errorPageUrl: null,
      globalNavigation: globalNavigation(c),
    },
    banner: { text: s.banner.text, ctaLabel: s.banner.ctaLabel, ctaUrl: urls.products },
    footer: {
      variant: "default",
      columns: [
        {
          title: f.brandTitle,
          links: [
            link(s.menu.story, urls.story),
            link(s.menu.article, urls.article),
            link(recipeSiteCopy[language].landing.name, recipeSiteCopy[language].landing.url),
            link(NEWS_COPY[language].names.company, NEWS_COPY[language].urls.company),
            link(s.menu.club, urls.club),
          ],
          columnText: f.brandText,
        },
        {
          title: f.serviceTitle,
          links: [
            link(s.menu.support, urls.support),
            link(s.menu.personalised, urls.d2c),
            link(s.menu.allergens, urls.allergens),
          ],
          columnText: f.serviceText,
        },
        { title: f.shopTitle, links: [link(f.openingHours, factoryShopUrl(language))], columnText: f.shopText },
      ],
      socialLinks: socialLinks(s),
      backgroundImgUrl: FOOTER_BACKGROUND_URL,
      termsUrl: urls.support,
      termsLabel: f.terms,
      logoUrl: LOGO_URL,
      copyrightHolder: "Kaarna Oy",
    },
    countries: countries(s),
    sitePopup: {
      contentLink: { id: POPUP_IDS[language] },
      title: s.popup.title,
      body: s.popup.body,
      callToAction: urls.club,
      callToActionName: s.popup.cta,
      openInNewWindow: false,
    },
  };
}
