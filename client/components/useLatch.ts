// A condition that stays true once it has been: "the first answers are in" for a list whose later
// answers (a new filter) load in place. Set during render, so the render that first sees it true
// already answers true.
import { useState } from "react";

export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
