// One shortcut (spec 001 §3 "Shortcut item") as its display mode shows it: a card whose title links
// to the call to action (the whole card is the link's target), a row of a plain list, a round icon,
// or a banner with its call to action as a button. Its layoutTheme is the theme it is drawn in.
import type { ReactNode } from "react";
import type { ShortcutDisplayOption, ShortcutItem } from "../../../shared/schemas/shortcuts.ts";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Heading } from "../../components/Heading.tsx";
import { Link } from "../../components/Link.tsx";
import { MediaSplit } from "../../components/MediaSplit.tsx";
import { SHORTCUT_VIEWS } from "./shortcut-view.ts";

export interface ShortcutItemViewProps {
  item: ShortcutItem;
  mode: ShortcutDisplayOption;
  /** The configured level of the items' headings (rendered one deeper, as every heading). */
  headingLevel: number;
  /** The item's place in the list: banners alternate their picture's side by it. */
  position: number;
  priority?: boolean;
}

export function ShortcutItemView({ item, mode, headingLevel, position, priority = false }: ShortcutItemViewProps) {
  const view = SHORTCUT_VIEWS[mode];
  const picture =
    view.preset !== null && item.image ? (
      <CmsImage
        image={{ url: item.image, altText: item.imageAltText ?? "" }}
        preset={view.preset}
        className="shortcut__image"
        priority={priority}
      />
    ) : null;
  const titleText = <TitleLink item={item} stretched={!hasButton(mode)} />;
  const title = view.headings ? (
    <Heading level={headingLevel} className="shortcut__title">
      {titleText}
    </Heading>
  ) : (
    <span className="shortcut__title">{titleText}</span>
  );
  const details = (
    <>
      {item.description && mode !== "icons" ? <p className="shortcut__description">{item.description}</p> : null}
      <InfoTexts item={item} />
    </>
  );

  if (mode === "5050Banners")
    return (
      <div className="shortcut shortcut--split" data-theme={item.layoutTheme ?? undefined}>
        <MediaSplit media={picture} reverse={position % 2 === 1} actions={<CallToAction item={item} variant="primary" />}>
          {title}
          {details}
        </MediaSplit>
      </div>
    );
  return (
    <article className={`shortcut shortcut--${view.modifier}`} data-theme={item.layoutTheme ?? undefined}>
      {picture}
      <div className="shortcut__text">
        {title}
        {details}
        {hasButton(mode) ? (
          <CallToAction item={item} variant="secondary" />
        ) : item.callToAction && item.callToActionName && view.headings ? (
          <span className="shortcut__cta" aria-hidden="true">
            {item.callToActionName} →
          </span>
        ) : null}
      </div>
    </article>
  );
}

/** Banners show their call to action as a button named by its own words; the other modes link the title. */
const hasButton = (mode: ShortcutDisplayOption) => mode === "banners" || mode === "5050Banners";

function TitleLink({ item, stretched }: { item: ShortcutItem; stretched: boolean }): ReactNode {
  if (!item.callToAction || !stretched) return item.title;
  return (
    <Link href={item.callToAction} className="shortcut__link">
      {item.title}
    </Link>
  );
}

function CallToAction({ item, variant }: { item: ShortcutItem; variant: "primary" | "secondary" }) {
  if (!item.callToAction || !item.callToActionName) return null;
  return (
    <ButtonLink href={item.callToAction} variant={variant}>
      {item.callToActionName}
    </ButtonLink>
  );
}

/** Two short facts (a reading time, a price, a place) under the text. */
function InfoTexts({ item }: { item: ShortcutItem }) {
  const texts = [item.infoText1, item.infoText2].filter((text): text is string => Boolean(text));
  if (!texts.length) return null;
  return (
    <p className="shortcut__info">
      {texts.map((text) => (
        <span key={text} className="shortcut__info-text">
          {text}
        </span>
      ))}
    </p>
  );
}
