// The number of items in the shopper's cart, for the header's mini-cart badge.
export { useCartQuantity } from "../../shop/cart/useCart.ts";
