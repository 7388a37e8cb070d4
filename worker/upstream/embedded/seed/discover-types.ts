// The shape of the copy of the Discover Kaarna page, the gift ideas products page and the Kaarna
// Classics product container, in each language: its shortcuts keyed by item.

export interface ShortcutCopy {
  title: string;
  description?: string;
  info1?: string;
  info2?: string;
  /** The call to action's words (cards show them beside an arrow, banners as a button). */
  cta?: string;
  /** The picture's alternative text; none for a picture that only repeats the title. */
  alt?: string;
}

export interface ShortcutSection<Key extends string> {
  title: string | null;
  items: Record<Key, ShortcutCopy>;
}

export type IconKey = "tablets" | "salmiakki" | "pastilles" | "gifts" | "personalised" | "classics";
export type StoryKey = "story" | "cocoa" | "guide" | "club" | "cafe" | "giftIdeas" | "classics" | "support";
export type FavouriteKey = "salmiakki" | "oat" | "gifts" | "pastilles" | "dark" | "milk";
export type VisitKey = "cafe" | "tours" | "shop";
export type HelpKey = "delivery" | "allergens" | "guide" | "club";
export type PersonalKey = "personalised" | "club";
export type BannerKey = "cocoa" | "pastilles";
export type OccasionKey = "thanks" | "birthday" | "christmas" | "justBecause";

export interface DiscoverCopy {
  urls: { discover: string; giftIdeas: string; classics: string };
  names: { discover: string; giftIdeas: string; classics: string };
  discover: {
    mainIntro: string;
    metaDescription: string;
    banner: { heading: string; body: string; cta: string; alt: string };
    /** The start page's promoter of the Discover page. */
    promoter: { title: string; subtitle: string; cta: string; alt: string };
  };
  giftIdeas: {
    heading: string;
    mainIntro: string;
    /** HTML: the page's description. */
    description: string;
    metaDescription: string;
    picksTitle: string;
    boxesTitle: string;
  };
  classics: { heading: string; mainIntro: string; description: string; metaDescription: string };
  /** The shortcuts blocks, one per display mode. */
  icons: ShortcutSection<IconKey>;
  stories: ShortcutSection<StoryKey>;
  favourites: ShortcutSection<FavouriteKey>;
  visit: ShortcutSection<VisitKey>;
  help: ShortcutSection<HelpKey>;
  personal: ShortcutSection<PersonalKey>;
  banners: ShortcutSection<BannerKey>;
  occasions: ShortcutSection<OccasionKey>;
}
