// The footer's social media links: an icon each, named for screen readers by visually hidden text.
import type { Footer } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { SocialIcon } from "./ShellIcons.tsx";

export function SocialLinks({ links }: { links: Footer["socialLinks"] }) {
  const { i18n } = useLingui();
  if (links.length === 0) return null;
  return (
    <ul className="site-footer__social" aria-label={i18n._("shell.footer.social")}>
      {links.map(({ icon, link }) => (
        <li key={link.url}>
          <Link href={link.url} className="site-footer__social-link" prefetch={false}>
            <SocialIcon icon={icon} />
            <span className="visually-hidden">{link.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
