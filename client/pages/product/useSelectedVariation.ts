// The selected variation lives in the address (?code); choosing another one navigates, in place, to
// that variation's url. Each selected variation is reported once as view_item.
import { useNavigate, useSearchParams } from "react-router";
import type { Product, Variation } from "../../../shared/schemas/catalogue.ts";
import { useTrackViewItem } from "../../analytics/useTrackViewItem.ts";
import { selectedVariation } from "./product-meta.ts";

export function useSelectedVariation(product: Product) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const variation = selectedVariation(product, searchParams.get("code"));

  useTrackViewItem(product, variation);

  const select = (next: Variation) => {
    if (next.code === variation.code) return;
    const url = new URL(next.url, window.location.origin);
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true, preventScrollReset: true });
  };
  return { variation, select };
}
