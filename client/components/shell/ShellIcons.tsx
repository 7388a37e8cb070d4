// Small decorative icons of the header, menus and footer (aria-hidden: the buttons and links carry the
// names). They are SVG files drawn with CSS masks in the current text colour, so they cost no
// JavaScript (public/images/icons/, ShellIcons.css).
import "./ShellIcons.css";

type IconName = "globe" | "search" | "cart" | "menu" | "close" | "chevron";

function Icon({ name, size = 20, className = "" }: { name: IconName | string; size?: number; className?: string }) {
  return (
    <span className={`shell-icon shell-icon--${name} ${className}`} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

export const GlobeIcon = () => <Icon name="globe" size={18} />;
export const SearchIcon = () => <Icon name="search" />;
export const CartIcon = () => <Icon name="cart" />;
export const MenuIcon = () => <Icon name="menu" />;
export const CloseIcon = () => <Icon name="close" />;
export const ChevronIcon = ({ direction }: { direction: "left" | "right" | "down" }) => (
  <Icon name="chevron" size={16} className={`shell-icon--${direction}`} />
);

/** Footer social icons by the CMS icon name (facebook, instagram, youtube; anything else a link glyph). */
export const SocialIcon = ({ icon }: { icon: string }) => {
  const name = icon.toLowerCase();
  return <Icon name={["facebook", "instagram", "youtube"].includes(name) ? name : "link"} size={24} className="social-icon" />;
};
