// 'View cart' (spec 000 §8: the cart-error snackbar's action "opens the cart"): the header's mini-cart
// button registers how to open its drawer; pages without one (the checkout's header) fall back to
// the cart page.
let opener: (() => void) | null = null;

/** Called by the header's mini-cart button while it is on the page; returns its unregistration. */
export function registerMiniCartOpener(open: () => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/** Opens the mini cart drawer, or goes to the cart page where the page has no mini cart. */
export function viewCart(navigate: (url: string) => unknown, cartPageUrl: string | null | undefined) {
  if (opener) opener();
  else if (cartPageUrl) navigate(cartPageUrl);
}
