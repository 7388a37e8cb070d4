// How each display mode (spec 001 §2) shows a shortcut: its picture's width, whether titles are
// headings, and how many slides a carousel shows at once on phones, tablets and desktops.
import type { ShortcutDisplayOption } from "../../../shared/schemas/shortcuts.ts";
import type { ImagePreset } from "../../components/image-sources.ts";

export interface ShortcutView {
  /** The CSS modifier of the mode (class names cannot start with a digit). */
  modifier: string;
  /** null: the mode shows no pictures (a plain list of links). */
  preset: ImagePreset | null;
  /** Titles as headings (cards, banners) or as the link text of a compact list (icons, simple). */
  headings: boolean;
  /** Slides in view in a carousel, below the tablet breakpoint, from it, and from the desktop one. */
  perView: readonly [phone: number, tablet: number, desktop: number];
}

export const SHORTCUT_VIEWS: Record<ShortcutDisplayOption, ShortcutView> = {
  cards: { modifier: "cards", preset: "small", headings: true, perView: [1, 2, 3] },
  "narrow-cards": { modifier: "narrow-cards", preset: "square-small", headings: true, perView: [2, 3, 4] },
  lifts: { modifier: "lifts", preset: "small", headings: true, perView: [1, 2, 3] },
  icons: { modifier: "icons", preset: 96, headings: false, perView: [3, 4, 6] },
  simple: { modifier: "simple", preset: null, headings: false, perView: [1, 2, 3] },
  "5050Banners": { modifier: "split", preset: "half", headings: true, perView: [1, 1, 1] },
  banners: { modifier: "banners", preset: "default", headings: true, perView: [1, 1, 1] },
};
