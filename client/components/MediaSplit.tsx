// An image beside text that stacks on phones: the shared layout of split banners, image-with-CTA and
// description blocks.
import type { CSSProperties, ReactNode } from "react";
import "./MediaSplit.css";

export interface MediaSplitProps {
  media: ReactNode | null;
  /** Image on the end side instead of the start side (desktop only; phones always show it first). */
  reverse?: boolean;
  actions?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function MediaSplit({ media, reverse = false, actions, className, style, children }: MediaSplitProps) {
  const classes = ["media-split", reverse ? "media-split--reverse" : null, media ? null : "media-split--text-only", className];
  return (
    <section className={classes.filter(Boolean).join(" ")} style={style}>
      <div className="media-split__inner">
        {media ? <div className="media-split__media">{media}</div> : null}
        <div className="media-split__text">
          {children}
          {actions ? <div className="media-split__actions">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
