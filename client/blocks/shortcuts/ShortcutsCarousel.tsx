// The shortcuts as a carousel (forceToCarousel): as many slides in view as the display mode fits the
// screen, previous/next buttons that wrap at both ends, a 50 px swipe and the 400 ms throttle of the
// spec's image carousel (001 §4, §9), slides out of view inert. The shopper's moves are reported as
// image_slider_navigation. Nothing rotates by itself, so changes are announced politely.
import { useLingui } from "@lingui/react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { BREAKPOINTS } from "../../../shared/breakpoints.ts";
import type { ShortcutDisplayOption, ShortcutItem } from "../../../shared/schemas/shortcuts.ts";
import { track } from "../../analytics/track.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { CarouselButton } from "../../components/carousel/CarouselButton.tsx";
import { CAROUSEL_THROTTLE_MS, useCarouselIndex } from "../../components/carousel/useCarouselIndex.ts";
import { useSwipe } from "../../components/carousel/useSwipe.ts";
import { useMediaQuery } from "../../components/useReducedMotion.ts";
import { focusShortcut } from "./focus-shortcut.ts";
import { ShortcutItemView } from "./ShortcutItemView.tsx";
import { SHORTCUT_VIEWS } from "./shortcut-view.ts";

export interface ShortcutsCarouselProps {
  items: readonly ShortcutItem[];
  mode: ShortcutDisplayOption;
  headingLevel: number;
  firstNew: number | null;
  /** What the carousel shows, for the slider event (the block's title, else its first item's). */
  name: string;
}

function useSlidesInView(mode: ShortcutDisplayOption): number {
  const [phone, tablet, desktop] = SHORTCUT_VIEWS[mode].perView;
  const fromTablet = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const fromDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  return fromDesktop ? desktop : fromTablet ? tablet : phone;
}

export function ShortcutsCarousel({ items, mode, headingLevel, firstNew, name }: ShortcutsCarouselProps) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const inView = useSlidesInView(mode);
  // Positions, not slides: the last position shows the last slides in view, and next from it wraps to the first.
  const positions = Math.max(1, items.length - inView + 1);
  const carousel = useCarouselIndex(positions, (index, action) =>
    track("trackSliderNavigation", { name: "shortcuts", title: name }, action, index, positions),
  );
  const swipe = useSwipe(carousel.next, carousel.previous);
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  const [focusAfterMove, setFocusAfterMove] = useState<number | null>(null);

  // New items from 'show more': bring the first of them into view, then focus it once it is no longer inert.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each batch of new items, not when the view changes.
  useEffect(() => {
    if (firstNew === null) return;
    carousel.show(firstNew);
    setFocusAfterMove(firstNew);
  }, [firstNew]);
  useEffect(() => {
    if (focusAfterMove === null) return;
    focusShortcut(slides.current[focusAfterMove]);
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const style = { "--carousel-index": carousel.index, transitionDuration: `${CAROUSEL_THROTTLE_MS}ms` } as CSSProperties;
  return (
    <div className={`shortcuts-carousel shortcuts-carousel--${SHORTCUT_VIEWS[mode].modifier}`}>
      {positions > 1 ? (
        <div className="shortcuts-carousel__controls">
          <CarouselButton direction="previous" label={i18n._("blocks.shortcuts.previous")} onClick={carousel.previous} />
          <CarouselButton direction="next" label={i18n._("blocks.shortcuts.next")} onClick={carousel.next} />
        </div>
      ) : null}
      <div className="shortcuts-carousel__viewport" {...swipe}>
        <div className="shortcuts-carousel__track" style={style} aria-live="polite">
          {items.map((item, index) => {
            const shown = !hydrated || (index >= carousel.index && index < carousel.index + inView);
            return (
              // The APG carousel pattern: each slide is a group with the "slide" role description.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form.
              <div
                key={item.id ?? `${index}-${item.title}`}
                ref={(element) => {
                  slides.current[index] = element;
                }}
                className="shortcuts-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={i18n._("blocks.rotation.slide", { n: index + 1, count: items.length })}
                inert={!shown}
              >
                <ShortcutItemView item={item} mode={mode} headingLevel={headingLevel} position={index} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
