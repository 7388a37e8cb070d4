// Builds one language's content blocks from its copy (ids from ./ids.ts).
import type { Copy } from "./copy-fi.ts";
import { type BLOCK, blockId } from "./ids.ts";
import { image } from "./images.ts";
import type { SeedBlock } from "./types.ts";

const cta = (link: string, name: string) => ({ link, name, openInNewWindow: false });

function hoursTable(c: Copy) {
  const { hours } = c.story;
  const head = hours.head.map((cell) => `<th scope="col">${cell}</th>`).join("");
  const rows = hours.rows.map(
    (row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join("")}</tr>`,
  );
  // The script and the javascript: link are deliberate: the worker's sanitiser must strip them (e2e checks this).
  return [
    `<h3>${hours.title}</h3>`,
    `<table class="opening-hours"><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`,
    `<script>alert(1)</script>`,
    `<p>${hours.note} <a href="javascript:alert(1)">${hours.map}</a></p>`,
  ].join("");
}

export function buildBlocks(c: Copy): SeedBlock[] {
  const { language, urls, alt, names } = c;
  const id = (slot: keyof typeof BLOCK) => blockId(language, slot);
  const block = (slot: keyof typeof BLOCK, type: string, name: string, fields: Record<string, unknown>): SeedBlock => ({
    id: id(slot),
    language,
    contentType: ["Block", `${type}Block`],
    name,
    fields,
  });
  const promoter = (
    slot: keyof typeof BLOCK,
    p: { title: string; subtitle: string; cta: string },
    url: string,
    img: Parameters<typeof image>[0],
  ) =>
    block(slot, "PagePromoter", `${p.title} (promoter)`, {
      image: image(img, alt[img]),
      title: p.title,
      subtitle: p.subtitle,
      linkUrl: url,
      ctaText: p.cta,
      openInNewTab: false,
    });
  const s = c.start;
  const slideUrls = [urls.salmiakki, urls.oat, urls.gifts];
  const slideImages = ["slideSalmiakki", "slideOat", "slideGift"] as const;

  return [
    block("startHero", "Hero", "Start hero", {
      title: s.hero.title,
      subtitle: s.hero.subtitle,
      images: [image("heroLake", alt.heroLake), image("heroTablets", alt.heroTablets), image("heroCocoa", alt.heroCocoa)],
      mobileImages: [
        image("heroLakeMobile", alt.heroLakeMobile),
        image("heroTabletsMobile", alt.heroTabletsMobile),
        image("heroCocoaMobile", alt.heroCocoaMobile),
      ],
      hasDarkText: false,
      layoutTheme: null,
      callToAction: cta(urls.products, s.hero.cta),
      secondaryCallToAction: cta(urls.story, s.hero.secondaryCta),
      ctaPositionBottom: false,
    }),
    block("startChangingHero", "ChangingHero", "Start changing hero", {
      heroBlocks: s.slides.map((slide, i) => ({
        title: slide.title,
        subtitle: slide.subtitle,
        callToAction: slideUrls[i],
        callToActionName: slide.cta,
        changingHeroImage: image(slideImages[i]!, alt[slideImages[i]!]),
      })),
      slideChangeTime: 6000,
      reverseOrder: false,
    }),
    block("startSplitBanner", "SplitBanner", "Factory shop and café", {
      heading: s.split.heading,
      headingLevel: 2,
      body: s.split.body,
      image: image("cardCafe", alt.cardCafe),
      ctaLabel: s.split.cta,
      ctaUrl: urls.story,
      secondaryCtaLabel: s.split.secondaryCta,
      secondaryCtaUrl: urls.support,
      reverse: false,
      backgroundColor: "#f6ede2",
    }),
    promoter("startPromoterStory", s.promoters.story, urls.story, "cardFactory"),
    promoter("startPromoterArticle", s.promoters.article, urls.article, "cardCocoa"),
    promoter("startPromoterD2c", s.promoters.d2c, urls.d2c, "cardPersonalised"),
    block("startImageWithCta", "ImageWithCta", "Club invitation", {
      image: image("cardClub", alt.cardClub),
      header: s.imageWithCta.header,
      text: s.imageWithCta.text,
      ctaLink: urls.club,
      ctaText: s.imageWithCta.cta,
      reverseImagePosition: true,
      useAlternativeBackgroundColor: true,
      altBackgroundColorHex: "#efe4d6",
    }),
    block("startBanner", "Banner", "Pastilles banner", {
      heading: s.banner.heading,
      headingLevel: 2,
      body: s.banner.body,
      image: image("bannerPastilles", alt.bannerPastilles),
      ctaLabel: s.banner.cta,
      ctaUrl: urls.pastilles,
      backgroundColor: "#3b2418",
      textColor: "#fff7ec",
      overlayOpacity: 0.45,
    }),
    block("startLink", "Link", "All products link", {
      linkUrl: urls.products,
      buttonName: s.link,
      openLinkInNewWindow: false,
      anchorContentLinkId: null,
      styling: 1,
      align: 1,
      verticalPadding: 2,
    }),

    block("storyHero", "Hero", "Story hero", {
      title: c.story.hero.title,
      subtitle: c.story.hero.subtitle,
      images: [image("heroLake", alt.heroLake), image("heroCocoa", alt.heroCocoa)],
      mobileImages: [image("heroLakeMobile", alt.heroLakeMobile), image("heroCocoaMobile", alt.heroCocoaMobile)],
      hasDarkText: false,
      layoutTheme: null,
      callToAction: cta(urls.products, c.story.hero.cta),
      secondaryCallToAction: null,
      ctaPositionBottom: true,
    }),
    block("storyDescription", "Description", "Responsible cocoa", {
      heading: c.story.description.heading,
      headingLevel: 2,
      body: c.story.description.body,
      image: image("cardCocoa", alt.cardCocoa),
      backgroundColor: "#f6ede2",
      textColor: "#2b1a12",
    }),
    block("storyAccordion", "Accordion", "Factory FAQ", {
      heading: c.story.accordion.heading,
      titleTag: "h3",
      items: c.story.accordion.items,
    }),
    block("storyNotice", "Notice", "Summer opening hours", {
      heading: c.story.notice.heading,
      body: c.story.notice.body,
      noticeType: "Information",
    }),
    block("storyRichText", "RichText", "Factory in the village", {
      heading: c.story.richText.heading,
      headingLevel: 2,
      body: c.story.richText.body,
    }),
    block("storyContainer", "Container", "Read more container", {
      heading: c.story.container,
      headingLevel: 2,
      contentArea: [id("storyPromoterArticle"), id("storyPromoterClub")],
      maxWidth: "wide",
      paddingBottom: "large",
      backgroundColor: null,
      useSplashFooter: false,
    }),
    promoter("storyPromoterArticle", s.promoters.article, urls.article, "cardCocoa"),
    promoter("storyPromoterClub", c.story.clubPromoter, urls.club, "cardClub"),
    block("storyRawHtml", "RawHtml", "Opening hours table", { html: hoursTable(c) }),
    block("storyAnchorLink", "Link", "Jump to FAQ", {
      linkUrl: null,
      buttonName: c.story.anchorLink,
      openLinkInNewWindow: false,
      anchorContentLinkId: id("storyAccordion"),
      styling: 1,
      align: 0,
      verticalPadding: 1,
    }),
    block("storyBreadcrumbs", "Breadcrumbs", "Breadcrumbs", { showCurrentPage: true }),
    block("storyBackButton", "BackButtonNavigation", "Back button", { label: c.story.back, fallbackUrl: urls.start }),

    block("articleVideo", "Video", "Conching video", {
      heading: c.article.video,
      headingLevel: 1,
      // A made-up id (the demo has no video of its own): the preview is the CMS's picture, and
      // YouTube would answer 'Video unavailable' once played.
      youtubeVideoUrl: "https://youtu.be/KaarnaConch",
      videoPreviewImage: image("videoConching", alt.videoConching),
    }),

    block("d2cNotice", "Notice", "Christmas order deadline", {
      heading: c.d2c.notice.heading,
      body: c.d2c.notice.body,
      noticeType: "Warning",
    }),

    block("supportAccordion", "Accordion", "Orders and delivery FAQ", {
      heading: c.support.accordion.heading,
      titleTag: "h2",
      items: c.support.accordion.items,
    }),
    // No links of its own: the block shows the site's channels, as the footer does.
    block("clubSocial", "SocialMedia", "Follow Kaarna", {
      heading: c.club.social.heading,
      headingLevel: 1,
      body: c.club.social.body,
      socialLinks: [],
    }),
    // Every dropdown setting away from its default (spec 000 §4): open from the start, in the page's
    // flow, open while the shopper clicks inside it, wide, dark and a little below its button.
    block("supportTopics", "DropdownNavigation", "Read more about Kaarna", {
      title: c.support.topics.title,
      headingLevel: 1,
      placeHolder: c.support.topics.placeholder,
      navigationLinks: [
        { text: names.story, href: urls.story },
        { text: names.article, href: urls.article },
        { text: names.d2c, href: urls.d2c },
        { text: names.club, href: urls.club },
      ],
      isFloating: false,
      offset: 8,
      keepOpenInsideClick: true,
      openByDefault: true,
      size: "large",
      theme: "dark",
    }),
    block("supportDropdown", "DropdownNavigation", "More from Kaarna", {
      title: c.support.dropdown.title,
      headingLevel: 1,
      placeHolder: c.support.dropdown.placeholder,
      navigationLinks: [
        { text: names.story, href: urls.story },
        { text: names.article, href: urls.article },
        { text: names.d2c, href: urls.d2c },
        { text: names.club, href: urls.club },
      ],
    }),
    // The site's search page (no searchPageUrl of its own) in all categories.
    block("supportSearch", "Search", "Search the shop", {
      title: c.support.search.title,
      headingLevel: 1,
      placeholder: c.support.search.placeholder,
      // A product search: the product results page rather than the site's content search.
      searchPageUrl: urls.search,
      categoryIds: [],
    }),
    block("supportLink", "Link", "Personalised tablet guide link", {
      linkUrl: urls.d2c,
      buttonName: c.support.link,
      openLinkInNewWindow: false,
      anchorContentLinkId: null,
      styling: 0,
      align: 0,
      verticalPadding: 2,
    }),

    block("clubHero", "Hero", "Club hero", {
      title: c.club.hero.title,
      subtitle: c.club.hero.subtitle,
      images: [image("heroTablets", alt.heroTablets)],
      mobileImages: [image("heroTabletsMobile", alt.heroTabletsMobile)],
      hasDarkText: false,
      layoutTheme: null,
      callToAction: cta(urls.support, c.club.hero.cta),
      secondaryCallToAction: null,
      ctaPositionBottom: false,
    }),
    block("clubRichText", "RichText", "Club benefits", {
      heading: c.club.benefits.heading,
      headingLevel: 2,
      body: c.club.benefits.body,
    }),
    block("clubIntro", "Intro", "Club intro", {
      heading: null,
      headingLevel: 1,
      introText: c.club.intro,
      alignment: "center",
    }),
    block("clubOffer", "PromotionHero", "Members' gift box offer", {
      heading: c.club.offer.heading,
      headingLevel: 1,
      body: c.club.offer.body,
      image: image("slideGift", alt.slideGift),
      promotionLabel: c.club.offer.label,
      validUntil: "2027-01-06",
      callToAction: cta(urls.gifts, c.club.offer.cta),
      backgroundColor: null,
      textColor: null,
    }),
    block("clubContent", "Content", "How the club works", {
      heading: c.club.howItWorks.heading,
      headingLevel: 1,
      body: c.club.howItWorks.body,
      image: image("cardClub", alt.cardClub),
      imagePosition: "end",
      callToAction: cta(urls.myAccount, c.club.howItWorks.cta),
    }),
    block("clubFavourites", "ContentArea", "Club favourites", {
      heading: c.club.favourites,
      headingLevel: 2,
      contentArea: [id("startPromoterStory"), id("startPromoterD2c")],
      maxWidth: "wide",
      paddingBottom: "medium",
      backgroundColor: null,
      useSplashFooter: false,
    }),
    block("clubPopup", "Popup", "Club welcome popup", {
      title: c.club.popup.title,
      body: c.club.popup.body,
      callToAction: urls.d2c,
      callToActionName: c.club.popup.cta,
      openInNewWindow: false,
    }),
  ];
}
