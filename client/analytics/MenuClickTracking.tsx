// The main menus' link clicks and the language picker's choice (top_navigation_click,
// language_change), heard by one listener on the document once the page is
// interactive, so the header itself carries no analytics code in the first load.
import { useEffect } from "react";
import { readHeaderClick } from "./header-click.ts";
import { track } from "./track.ts";

export function MenuClickTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Capture phase: read before the menu closes and the navigation re-renders.
      const click = readHeaderClick(event.target);
      if (click) track("trackHeaderClick", click);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
