// Runs `close` whenever the address changes (not on first render), so menus and panels never stay
// open over a new page.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useCloseOnNavigation(close: () => void) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const latest = useRef(close);
  latest.current = close;
  const previous = useRef(address);
  useEffect(() => {
    if (previous.current === address) return;
    previous.current = address;
    latest.current();
  }, [address]);
}
