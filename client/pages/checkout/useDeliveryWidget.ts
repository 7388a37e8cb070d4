// Mounts the delivery widget's html_snippet (spec 001 §7): the markup goes into the container and each
// <script> is recreated under the page's CSP nonce (scripts set through innerHTML never run). Then
// the widget is polled for every 100 ms up to 10 s (a console warning if it never shows), and its
// data_changed events hand the chosen shipping method to onChosen.
import { type RefObject, useEffect, useRef } from "react";

export const DELIVERY_POLL_MS = 100;
export const DELIVERY_POLL_LIMIT_MS = 10_000;

function activateScripts(container: HTMLElement) {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  for (const inert of Array.from(container.querySelectorAll("script"))) {
    const script = document.createElement("script");
    for (const attribute of Array.from(inert.attributes)) script.setAttribute(attribute.name, attribute.value);
    if (nonce) script.nonce = nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
}

/** A widget is there once the container holds something besides scripts. */
function widgetShown(container: HTMLElement): boolean {
  return Array.from(container.children).some((child) => child.tagName !== "SCRIPT" && child.childElementCount > 0);
}

function methodOf(detail: unknown): string | null {
  const method = (detail as { shipping_method?: unknown } | null)?.shipping_method;
  if (typeof method === "string") return method;
  const id = (method as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" ? id : null;
}

export function useDeliveryWidget(
  container: RefObject<HTMLDivElement | null>,
  snippet: string | null,
  onChosen: (shippingMethod: string) => void,
) {
  const chosen = useRef(onChosen);
  chosen.current = onChosen;

  useEffect(() => {
    const element = container.current;
    if (!element || !snippet) return;
    element.innerHTML = snippet;
    activateScripts(element);
    const started = Date.now();
    const poll = window.setInterval(() => {
      if (widgetShown(element)) return window.clearInterval(poll);
      if (Date.now() - started >= DELIVERY_POLL_LIMIT_MS) {
        window.clearInterval(poll);
        console.warn("The delivery widget did not appear within 10 seconds.");
      }
    }, DELIVERY_POLL_MS);
    const onDataChanged = (event: Event) => {
      const method = methodOf((event as CustomEvent).detail);
      if (method) chosen.current(method);
    };
    window.addEventListener("data_changed", onDataChanged);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener("data_changed", onDataChanged);
      element.innerHTML = "";
    };
  }, [container, snippet]);
}
