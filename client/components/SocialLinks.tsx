// The brand's social media channels (the footer's, and the social media block's): an icon each,
// named for screen readers by visually hidden text.
import type { SocialLink } from "../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "./Link.tsx";
import { SocialIcon } from "./shell/ShellIcons.tsx";

/** className names the list; each link is `${className}-link`. */
export function SocialLinks({ links, className }: { links: SocialLink[]; className: string }) {
  const { i18n } = useLingui();
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={i18n._("shell.footer.social")}>
      {links.map(({ icon, link }) => (
        <li key={link.url}>
          <Link href={link.url} className={`${className}-link`} prefetch={false}>
            <SocialIcon icon={icon} />
            <span className="visually-hidden">{link.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
