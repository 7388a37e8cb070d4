// video-block (spec 001 §4–5, §7): a preview until clicked, then YouTube's player from its
// privacy-enhanced domain, started muted (paused for shoppers who ask for less motion). The preview is
// the CMS's picture, else the provider's thumbnails from the largest size down, loaded once the block
// comes within 400 px of the viewport.
import { useEffect, useRef, useState } from "react";
import {
  MIN_THUMBNAIL_WIDTH,
  YOUTUBE_THUMBNAIL_SIZES,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from "../../shared/rules/youtube.ts";
import type { VideoBlockFields } from "../../shared/schemas/blocks.ts";
import { useLingui } from "@lingui/react";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { Heading } from "../components/Heading.tsx";
import { useReducedMotion } from "../components/useReducedMotion.ts";
import type { BlockProps } from "./block-props.ts";
import "./VideoBlock.css";

/** The video observer's margin (spec 001 §9): thumbnails start loading this far before they are seen. */
const OBSERVER_MARGIN = "400px";

export function VideoBlock({ block }: BlockProps<VideoBlockFields>) {
  const { i18n } = useLingui();
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const id = youtubeVideoId(block.youtubeVideoUrl);
  // The player takes the preview's place, so focus follows it there rather than dropping to the page.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (!id) return null;
  const title = block.heading ?? i18n._("blocks.video.untitled");

  return (
    <BlockContainer width="medium">
      <div className="video-block">
        {block.heading ? (
          <Heading level={block.headingLevel} className="video-block__heading">
            {block.heading}
          </Heading>
        ) : null}
        <div className="video-block__frame">
          {playing ? (
            <iframe
              ref={player}
              className="video-block__player"
              src={youtubeEmbedUrl(id, { autoplay: !reducedMotion })}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <button type="button" className="video-block__preview" onClick={() => setPlaying(true)}>
              {block.videoPreviewImage ? (
                <CmsImage image={block.videoPreviewImage} preset="narrow" decorative className="video-block__image" lead />
              ) : (
                <ProviderThumbnail id={id} />
              )}
              <span className="video-block__play" aria-hidden="true" />
              <span className="visually-hidden">{i18n._("blocks.video.play", { title })}</span>
            </button>
          )}
        </div>
      </div>
    </BlockContainer>
  );
}

/** YouTube's thumbnail, largest first; a size it lacks answers an error or its 120 px placeholder, so the next is tried. */
function ProviderThumbnail({ id }: { id: string }) {
  const frame = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: OBSERVER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const next = () => setSize((current) => current + 1);
  const name = YOUTUBE_THUMBNAIL_SIZES[size];
  return (
    <span ref={frame} className="video-block__image">
      {near && name ? (
        <img
          className="video-block__image"
          src={youtubeThumbnailUrl(id, name)}
          alt=""
          onLoad={(event) => (event.currentTarget.naturalWidth < MIN_THUMBNAIL_WIDTH ? next() : undefined)}
          onError={next}
        />
      ) : null}
    </span>
  );
}
