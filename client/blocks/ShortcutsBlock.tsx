// shortcuts-block (spec 001 §2, §3): links to other pages in one of seven display modes
// (cards, narrow cards, lifts, icons, a simple list, 50/50 banners, banners), or a carousel of them
// (forceToCarousel), under an optional title. 'Show more' appends the next items through the
// shortcut items call and moves focus to the first of them. floatingMode raises the block over the
// one before it; forceMaxWidth keeps the banner modes inside the page's width.
import { useLingui } from "@lingui/react";
import type { ComponentProps } from "react";
import type { ShortcutsBlockFields } from "../../shared/schemas/shortcuts.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import type { BlockProps } from "./block-props.ts";
import { ShortcutList } from "./shortcuts/ShortcutList.tsx";
import type { ShortcutsCarousel } from "./shortcuts/ShortcutsCarousel.tsx";
import { ServerRenderedPart, serverRenderedPart } from "../registry/server-rendered-part.tsx";
import { SHORTCUT_VIEWS } from "./shortcuts/shortcut-view.ts";
import { useShortcutItems } from "./shortcuts/useShortcutItems.ts";
import "../components/ButtonLink.css";
import "./shortcuts/ShortcutsBlock.css";
import "../components/carousel/CarouselButton.css";

// Most shortcuts blocks are lists: a carousel's code (its moves, swipes and autoplay rules) hydrates
// from its own chunk, asked for as a carousel comes near, so a page whose shortcuts
// are lists, or whose carousel is far down, does not load it with the page. A press on its buttons
// before then is held for it. Its styles come with this module, for the first paint.
const shortcutsCarousel = serverRenderedPart<ComponentProps<typeof ShortcutsCarousel>>(
  ["ShortcutsCarousel", () => import("./shortcuts/ShortcutsCarousel.tsx")],
  { loads: "when-near" },
);

/** Banners span the page unless the editor keeps them to its width; the other modes always keep to it. */
const FULL_BLEED_MODES = new Set<ShortcutsBlockFields["displayOption"]>(["banners", "5050Banners"]);

export function ShortcutsBlock({ block }: BlockProps<ShortcutsBlockFields>) {
  const { i18n } = useLingui();
  const mode = block.displayOption;
  const list = useShortcutItems(block.contentLink.id, block.shortcutBlocks, block.queryOptions);
  // A carousel is always named (the APG pattern); an untitled list is no landmark of its own.
  const title = useBlockTitle(block.title, block.headingLevel, {
    label: block.forceToCarousel ? i18n._("blocks.shortcuts.label") : undefined,
    className: "shortcuts-block__title",
  });
  if (!list.items.length) return null;
  const itemLevel = block.title ? block.headingLevel + 1 : block.headingLevel;
  const fullBleed = FULL_BLEED_MODES.has(mode) && !block.forceMaxWidth && !block.forceToCarousel;
  const classes = [
    "shortcuts-block",
    `shortcuts-block--${SHORTCUT_VIEWS[mode].modifier}`,
    block.floatingMode ? "shortcuts-block--floating" : null,
    block.forceMaxWidth ? "shortcuts-block--max-width" : null,
  ];

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a carousel is always named (nameProps), which makes the section a region.
    <section
      className={classes.filter(Boolean).join(" ")}
      {...title.nameProps}
      aria-roledescription={block.forceToCarousel ? i18n._("blocks.shortcuts.carousel") : undefined}
    >
      <BlockContainer width={fullBleed ? "full" : "wide"} className="shortcuts-block__inner">
        {title.heading}
        {block.forceToCarousel ? (
          <ServerRenderedPart
            part={shortcutsCarousel}
            props={{
              items: list.items,
              mode,
              headingLevel: itemLevel,
              firstNew: list.firstNew,
              name: block.title ?? list.items[0]?.title ?? "",
            }}
          />
        ) : (
          <ShortcutList items={list.items} mode={mode} headingLevel={itemLevel} firstNew={list.firstNew} />
        )}
        {list.hasMore ? (
          <div className="shortcuts-block__more">
            <button
              type="button"
              className="button-link button-link--secondary"
              aria-disabled={list.status === "loading" || undefined}
              aria-busy={list.status === "loading" || undefined}
              onClick={list.loadMore}
            >
              {i18n._("blocks.shortcuts.show-more")}
            </button>
            <p className="shortcuts-block__status" role="status">
              {list.status === "failed" ? i18n._("blocks.shortcuts.load-failed") : ""}
            </p>
          </div>
        ) : null}
      </BlockContainer>
    </section>
  );
}
