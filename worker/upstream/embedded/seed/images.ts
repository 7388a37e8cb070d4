// The demo images under public/images (SVGs drawn for the seed), with their intrinsic sizes.
export const IMAGES = {
  heroLake: { url: "/images/hero-lake.svg", width: 1600, height: 700 },
  heroTablets: { url: "/images/hero-tablets.svg", width: 1600, height: 700 },
  heroCocoa: { url: "/images/hero-cocoa.svg", width: 1600, height: 700 },
  heroLakeMobile: { url: "/images/hero-lake-mobile.svg", width: 800, height: 1000 },
  heroTabletsMobile: { url: "/images/hero-tablets-mobile.svg", width: 800, height: 1000 },
  heroCocoaMobile: { url: "/images/hero-cocoa-mobile.svg", width: 800, height: 1000 },
  slideSalmiakki: { url: "/images/slide-salmiakki-kuu.svg", width: 1600, height: 700 },
  slideOat: { url: "/images/slide-oat-chocolate.svg", width: 1600, height: 700 },
  slideGift: { url: "/images/slide-gift-box.svg", width: 1600, height: 700 },
  cardFactory: { url: "/images/card-factory.svg", width: 800, height: 600 },
  cardCocoa: { url: "/images/card-cocoa-pod.svg", width: 800, height: 600 },
  cardPersonalised: { url: "/images/card-personalised.svg", width: 800, height: 600 },
  cardClub: { url: "/images/card-club.svg", width: 800, height: 600 },
  cardCafe: { url: "/images/card-cafe.svg", width: 800, height: 600 },
  bannerPastilles: { url: "/images/banner-pastilles.svg", width: 1600, height: 500 },
  articleHeading: { url: "/images/article-cocoa-journey.svg", width: 1200, height: 600 },
  articleBeans: { url: "/images/article-cocoa-beans.svg", width: 800, height: 600 },
} as const;

export type ImageKey = keyof typeof IMAGES;

export const LOGO_URL = "/images/kaarna-logo.svg";
export const CLASSIC_LOGO_URL = "/images/kaarna-classic-logo.svg";
export const PIKKU_KUU_LOGO_URL = "/images/pikku-kuu-logo.svg";
export const FOOTER_BACKGROUND_URL = "/images/footer-waves.svg";

/** An image field value: url, size and the language's alternative text. */
export function image(key: ImageKey, altText: string) {
  return { ...IMAGES[key], altText };
}
