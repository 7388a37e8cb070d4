// The selected variation lives in the address (?code). Choosing another one shows it at once (the
// radio checked, the price and pictures of that variation) and replaces the address in place: the
// page model is the same for every variation, so the route loads nothing (routes.tsx). The parts still
// waiting for their code load, as with a navigation: the variation's render updates each of them, and
// one still showing the server's HTML would keep the earlier variation's. Each selected variation is
// reported once as view_item.
import { startTransition, useOptimistic } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { useTrackViewItem } from "../../analytics/useTrackViewItem.ts";
import { selectedVariation } from "./product-meta.ts";
import { openAllParts } from "../../registry/server-rendered-part.tsx";

export function useSelectedVariation(product: Product) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [code, showCode] = useOptimistic(searchParams.get("code"));
  const variation = selectedVariation(product, code);

  useTrackViewItem(product, variation);

  const select = (next: Variation) => {
    if (next.code === variation.code) return;
    const url = new URL(next.url, window.location.origin);
    openAllParts();
    startTransition(async () => {
      showCode(next.code);
      await navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true, preventScrollReset: true });
    });
  };
  return { variation, select };
}
