// A small decorative icon of the header, menus and footer (aria-hidden: the buttons and links carry
// the names): an SVG file drawn with a CSS mask in the current text colour, so it costs no JavaScript
// (public/images/icons/, ShellIcons.css). The named icons are in ShellIcons.tsx; the mini-cart button,
// the one icon every first load shows, uses this alone.
import "./ShellIcons.css";

export function ShellIcon({ name, size = 20, className = "" }: { name: string; size?: number; className?: string }) {
  return (
    <span className={`shell-icon shell-icon--${name} ${className}`} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
