// Focus for a control that swaps itself out when its action succeeds (apply → remove, remove →
// the field): the form names the state it expects and the element that will stand there, and focus
// moves to it once that state shows. A failed action cancels the wish, so a later change elsewhere
// never steals focus.
import { type RefObject, useEffect, useRef } from "react";

export function useFocusOnSwap<State extends string>(current: State) {
  const wanted = useRef<{ state: State; element: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => {
    if (wanted.current?.state !== current) return;
    wanted.current.element.current?.focus();
    wanted.current = null;
  }, [current]);
  return {
    expect: (state: State, element: RefObject<HTMLElement | null>) => {
      wanted.current = { state, element };
    },
    cancel: () => {
      wanted.current = null;
    },
  };
}
