// Play/pause and one button per slide for rotating heroes, so every slide is reachable by keyboard;
// picking another slide is reported as image_slider_navigation (the timer's moves are not).
import { useLingui } from "@lingui/react";
import type { Slider } from "../analytics/interaction-events.ts";
import { track } from "../analytics/track.ts";
import type { Rotation } from "./useRotation.ts";
import { ShellIcon } from "./shell/ShellIcon.tsx";
import "./RotationControls.css";

export function RotationControls({
  rotation,
  slider,
  count,
  labels,
  className,
}: {
  rotation: Rotation;
  slider: Slider;
  count: number;
  labels?: readonly string[];
  className?: string;
}) {
  const { i18n } = useLingui();
  if (count < 2) return null;
  return (
    <div className={className ? `rotation-controls ${className}` : "rotation-controls"}>
      <button type="button" className="rotation-controls__toggle" onClick={rotation.togglePaused}>
        <ShellIcon name={rotation.paused ? "play" : "pause"} size={14} />
        <span className="visually-hidden">
          {rotation.paused ? i18n._("blocks.rotation.play") : i18n._("blocks.rotation.pause")}
        </span>
      </button>
      {Array.from({ length: count }, (_, slide) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id of their own; their position is their identity.
          key={slide}
          type="button"
          className="rotation-controls__dot"
          aria-current={slide === rotation.index ? "true" : undefined}
          aria-label={labels?.[slide] ?? i18n._("blocks.rotation.slide", { n: slide + 1, count })}
          onClick={() => {
            if (slide !== rotation.index) track("trackSliderNavigation", slider, "dot", slide, count);
            rotation.select(slide);
          }}
        />
      ))}
    </div>
  );
}
