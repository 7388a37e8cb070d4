// The search empty state's mascot: a cheerful cocoa bean that bounces for 600 ms when clicked
// (spec 001 §4); under reduced motion the click only highlights it (see CocoaMascot.css).
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import "./CocoaMascot.css";

/** Spec 001 §4; the CSS animation lasts as long. */
const MASCOT_BOUNCE_MS = 600;

export function CocoaMascot() {
  const { i18n } = useLingui();
  const [bounce, setBounce] = useState(0);
  useEffect(() => {
    if (!bounce) return;
    const timer = window.setTimeout(() => setBounce(0), MASCOT_BOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [bounce]);
  return (
    <button
      type="button"
      className={bounce ? "cocoa-mascot cocoa-mascot--bouncing" : "cocoa-mascot"}
      aria-label={i18n._("search.empty.mascot")}
      // A new key per click restarts the animation even mid-bounce.
      onClick={() => setBounce((count) => count + 1)}
    >
      <svg
        key={bounce}
        className="cocoa-mascot__bean"
        viewBox="0 0 120 140"
        width="120"
        height="140"
        aria-hidden="true"
        focusable="false"
      >
        <ellipse cx="60" cy="132" rx="34" ry="6" fill="#2b1a12" opacity="0.15" />
        <path d="M60 8c30 0 48 28 48 60s-18 60-48 60S12 100 12 68 30 8 60 8z" fill="#7a3e1d" />
        <path d="M60 14c-10 18-12 36-6 54s6 36-2 54" fill="none" stroke="#5a2d17" strokeWidth="4" strokeLinecap="round" />
        <path d="M30 40c6-10 14-16 22-18" fill="none" stroke="#b06a3b" strokeWidth="5" strokeLinecap="round" opacity="0.7" />
        <circle cx="42" cy="66" r="6" fill="#fffaf3" />
        <circle cx="78" cy="66" r="6" fill="#fffaf3" />
        <circle cx="43" cy="67" r="3" fill="#2b1a12" />
        <circle cx="79" cy="67" r="3" fill="#2b1a12" />
        <circle cx="32" cy="82" r="5" fill="#e58a7a" opacity="0.7" />
        <circle cx="88" cy="82" r="5" fill="#e58a7a" opacity="0.7" />
        <path d="M46 86c8 10 20 10 28 0" fill="none" stroke="#fffaf3" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
