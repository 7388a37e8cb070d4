// social-media-block: the brand's channels under a heading and a short text. Without links of its own
// it shows the site's channels (the footer's), so an editor can place it without repeating them.
import type { SocialMediaBlockFields } from "../../shared/schemas/blocks.ts";
import { usePageModel } from "../app/page-context.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { RichText } from "../components/RichText.tsx";
import { SocialLinks } from "../components/SocialLinks.tsx";
import type { BlockProps } from "./block-props.ts";
import "./SocialMediaBlock.css";

export function SocialMediaBlock({ block }: BlockProps<SocialMediaBlockFields>) {
  const model = usePageModel();
  const title = useBlockTitle(block.heading, block.headingLevel, { className: "social-media-block__heading" });
  const links = block.socialLinks.length > 0 ? block.socialLinks : (model.footer?.socialLinks ?? []);
  if (links.length === 0) return null;
  return (
    <BlockContainer width="narrow">
      <section className="social-media-block" {...title.nameProps}>
        {title.heading}
        {block.body ? <RichText html={block.body} /> : null}
        <SocialLinks links={links} className="social-media-block__links" />
      </section>
    </BlockContainer>
  );
}
