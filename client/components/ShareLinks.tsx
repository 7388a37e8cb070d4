// Share links (a recipe's, spec 001 §2): a button that shows and hides three links that share the
// page's address and title on social networks, each opening in a new tab.
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import "./ShareLinks.css";

/** Where each network takes a shared address and title. */
const NETWORKS = [
  { name: "Facebook", href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  {
    name: "X",
    href: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: "Pinterest",
    href: (url: string, title: string) =>
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}&description=${encodeURIComponent(title)}`,
  },
] as const;

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="share-links">
      <button
        type="button"
        className="picker-button share-links__toggle"
        aria-expanded={open}
        aria-controls={`${id}-links`}
        onClick={() => setOpen(!open)}
      >
        {i18n._("share.toggle")}
      </button>
      <ul id={`${id}-links`} className="share-links__list" hidden={!open}>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a href={network.href(url, title)} target="_blank" rel="noopener noreferrer" className="share-links__link">
              {i18n._("share.on", { network: network.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
