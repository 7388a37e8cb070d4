// A CMS call to action drawn as a button: every block's buttons look and open links the same way.
import type { ReactNode } from "react";
import { Link } from "./Link.tsx";
import "./ButtonLink.css";

export type ButtonVariant = "primary" | "secondary" | "danger";

export interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  openInNewTab?: boolean;
  className?: string;
  children: ReactNode;
}

/** The button look for anchors that are not CMS links (in-page jumps). */
export function buttonLinkClass(variant: ButtonVariant = "primary", className?: string): string {
  return ["button-link", `button-link--${variant}`, className].filter(Boolean).join(" ");
}

export function ButtonLink({ href, variant = "primary", openInNewTab, className, children }: ButtonLinkProps) {
  const classes = buttonLinkClass(variant, className);
  return (
    <Link href={href} openInNewTab={openInNewTab} className={classes}>
      {children}
    </Link>
  );
}
