// When the UI changes: the scroll that shows the site popup and the text lengths that collapse.
export const POPUP_SCROLL_THRESHOLD_PX = 200;
export const HERO_TEXT_COLLAPSE_CHARS = 400;
export const DESCRIPTION_COLLAPSE_CHARS = 200;
