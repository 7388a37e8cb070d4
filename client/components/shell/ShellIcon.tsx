// A small decorative icon of the header, menus, footer and slideshows' controls (aria-hidden: the
// buttons and links carry the names): a symbol of the one icon sheet (public/images/icons.svg) drawn
// in the current text colour, so it costs no JavaScript. The browser loads the sheet once, one
// document for all the icons; each icon as an image (an <img> or a CSS mask) cost a document of its
// own, 10–20 ms of the main thread each on a phone's first load. The named icons are
// in ShellIcons.tsx; the mini-cart button, the one icon every first load shows, uses this alone.
import "./ShellIcons.css";

export function ShellIcon({ name, size = 20, className = "" }: { name: string; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `shell-icon ${className}` : "shell-icon"}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  );
}
