// link-block: a button link (primary, secondary or danger; start, centre or end), or a jump to another
// block on the page when anchorContentLinkId is set.
import type { MouseEvent } from "react";
import type { LinkBlockFields } from "../../shared/schemas/blocks.ts";
import { ButtonLink, type ButtonVariant, buttonLinkClass } from "../components/ButtonLink.tsx";
import type { BlockProps } from "./block-props.ts";
import { useReducedMotion } from "../components/useReducedMotion.ts";
import "./LinkBlock.css";

const VARIANTS: readonly ButtonVariant[] = ["primary", "secondary", "danger"];
const ALIGNS = ["start", "center", "end"] as const;

export function LinkBlock({ block }: BlockProps<LinkBlockFields>) {
  const fields = block;
  const reducedMotion = useReducedMotion();
  const variant = VARIANTS[fields.styling] ?? "primary";
  const classes = `link-block link-block--${ALIGNS[fields.align]} link-block--padding-${fields.verticalPadding}`;

  if (fields.anchorContentLinkId !== null) {
    // ContentArea gives every block the id block-<contentLink id>, so the hash also works without script.
    const targetId = `block-${fields.anchorContentLinkId}`;
    const scrollToBlock = (event: MouseEvent<HTMLAnchorElement>) => {
      const target = document.getElementById(targetId);
      if (!target) return;
      // Scrolling here keeps the router from treating the hash change as a navigation.
      event.preventDefault();
      target.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    };
    return (
      <div className={classes}>
        <a href={`#${targetId}`} className={buttonLinkClass(variant)} onClick={scrollToBlock}>
          {fields.buttonName}
        </a>
      </div>
    );
  }
  if (!fields.linkUrl) return null;
  return (
    <div className={classes}>
      <ButtonLink href={fields.linkUrl} variant={variant} openInNewTab={fields.openLinkInNewWindow}>
        {fields.buttonName}
      </ButtonLink>
    </div>
  );
}
