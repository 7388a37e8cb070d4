// The shapes of the embedded news provider's demo releases, as the seed modules write them.
import type { Language } from "../../../../../shared/languages.ts";

export type CategoryCode = "company" | "products" | "responsibility" | "events";

/** One language's text of a release: its body is the provider's cleaned HTML. */
export interface ReleaseText {
  title: string;
  intro: string;
  body: string;
}

export interface SeedRelease {
  /** The same in every language: the release page shows the release in the page's language. */
  id: string;
  publishDateUtc: string;
  categories: CategoryCode[];
  /** Lower-case words a news block's keywords match. */
  keywords: string[];
  /** Drawings under public/images, served by the image service in the provider's two sizes. */
  images: { name: string; description: Record<Language, string> }[];
  /** Files attached to the release: the drawing itself, as a press picture to download. */
  pressPictures?: { name: string; title: Record<Language, string> }[];
  text: Record<Language, ReleaseText>;
}
