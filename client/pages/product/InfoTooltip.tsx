// An (i) button whose explanation shows on hover, focus or click and hides on Escape; the text is
// always in the DOM and tied to the button with aria-describedby.
import { useId, useState } from "react";

export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const visible = pinned || hovered;
  return (
    // The pointer may move from the button onto the text without it vanishing (WCAG 1.4.13 hoverable).
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only; the button carries the keyboard path.
    <span className="info-tooltip" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="info-tooltip__button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={pinned}
        onClick={() => setPinned((value) => !value)}
        onFocus={() => setHovered(true)}
        onBlur={() => {
          setHovered(false);
          setPinned(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && visible) {
            event.stopPropagation();
            setPinned(false);
            setHovered(false);
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={`info-tooltip__text${visible ? " info-tooltip__text--visible" : ""}`}>
        {text}
      </span>
    </span>
  );
}
