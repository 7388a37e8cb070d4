// Which block leads its page: the first block of a content area that is itself at the top of the page
// or inside a leading block. A leading hero's first picture is the likely largest paint, fetched early
// and eagerly; a hero further down the page loads its pictures lazily like everything else.
import { createContext, useContext } from "react";

/** True outside any block: a page's own content areas start with a leading block. */
export const LeadBlockContext = createContext(true);

export function useIsLeadBlock(): boolean {
  return useContext(LeadBlockContext);
}
