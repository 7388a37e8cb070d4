// For a panel that opens with a tap: false for the render that opens it, then true once that render
// has been painted. The panel draws its frame at once and its contents just after, at the priority
// of an ordinary update: a deferred value would wait behind the page's own transitions (parts still
// hydrating after load) and fill the panel later.
import { useEffect, useState } from "react";

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A tap's render runs its effects before the browser paints; a timer set from the next frame's
    // callback fires once that frame has been painted.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
