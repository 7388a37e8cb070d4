// The header's, menus' and footer's named icons (ShellIcon.tsx draws them).
import { ShellIcon as Icon } from "./ShellIcon.tsx";

export const GlobeIcon = () => <Icon name="globe" size={18} />;
export const SearchIcon = () => <Icon name="search" />;
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
