// Whether the page has been scrolled past a depth (spec 000 §4: popups wait for 200 px of scroll).
// False on the server and while hydrating; once true it stays true and stops listening.
import { useEffect, useState } from "react";

export function useScrolledPast(depthPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past) return;
    const check = () => {
      if (window.scrollY > depthPx) setPast(true);
    };
    check(); // a page restored mid-scroll is already past
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [past, depthPx]);
  return past;
}
