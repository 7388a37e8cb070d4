// The demo pictures: SVGs drawn for the seed under public/images, served as the CMS serves photos
// (WebP, resized by ?width=) under /media, with their intrinsic sizes.
export const IMAGES = {
  heroLake: { url: "/media/hero-lake.webp", width: 1600, height: 700 },
  heroTablets: { url: "/media/hero-tablets.webp", width: 1600, height: 700 },
  heroCocoa: { url: "/media/hero-cocoa.webp", width: 1600, height: 700 },
  heroLakeMobile: { url: "/media/hero-lake-mobile.webp", width: 800, height: 1000 },
  heroTabletsMobile: { url: "/media/hero-tablets-mobile.webp", width: 800, height: 1000 },
  heroCocoaMobile: { url: "/media/hero-cocoa-mobile.webp", width: 800, height: 1000 },
  slideSalmiakki: { url: "/media/slide-salmiakki-kuu.webp", width: 1600, height: 700 },
  slideOat: { url: "/media/slide-oat-chocolate.webp", width: 1600, height: 700 },
  slideGift: { url: "/media/slide-gift-box.webp", width: 1600, height: 700 },
  cardFactory: { url: "/media/card-factory.webp", width: 800, height: 600 },
  cardCocoa: { url: "/media/card-cocoa-pod.webp", width: 800, height: 600 },
  cardPersonalised: { url: "/media/card-personalised.webp", width: 800, height: 600 },
  cardClub: { url: "/media/card-club.webp", width: 800, height: 600 },
  cardCafe: { url: "/media/card-cafe.webp", width: 800, height: 600 },
  bannerPastilles: { url: "/media/banner-pastilles.webp", width: 1600, height: 500 },
  articleHeading: { url: "/media/article-cocoa-journey.webp", width: 1200, height: 600 },
  articleBeans: { url: "/media/article-cocoa-beans.webp", width: 800, height: 600 },
  videoConching: { url: "/media/video-conching.webp", width: 1280, height: 720 },
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
