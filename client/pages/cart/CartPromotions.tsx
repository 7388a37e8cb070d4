// The promotions the cart earned (cart.promotions), with what they save.
import type { Cart } from "../../../shared/schemas/cart.ts";
import { useLingui } from "@lingui/react";

export function CartPromotions({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  if (!cart.promotions.length) return null;
  return (
    <section className="cart-page__promotions" aria-labelledby="cart-promotions-heading">
      <h2 id="cart-promotions-heading" className="cart-page__promotions-heading">
        {i18n._("cart-ui.page.promotions")}
      </h2>
      <ul>
        {cart.promotions.map((promotion) => (
          <li key={promotion.name}>{promotion.name}</li>
        ))}
      </ul>
      {cart.promotionsSavedAmount > 0 ? (
        <p>{i18n._("cart-ui.page.promotions-saved", { amount: cart.promotionsDisplaySavedAmount })}</p>
      ) : null}
    </section>
  );
}
