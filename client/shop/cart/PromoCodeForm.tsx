// The promo code (spec 000 §4, §5): apply is disabled while the field is empty or a call is on its
// way; an applied code (the cart's first coupon code) is shown locked with a remove button.
import { type FormEvent, useId, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { CHECKOUT_LIMITS } from "../../../shared/schemas/checkout.ts";
import { useT } from "../../i18n/useT.ts";
import { usePromoCode } from "./usePromoCode.ts";

export function PromoCodeForm({ cart }: { cart: Cart }) {
  const t = useT();
  const id = useId();
  const promo = usePromoCode();
  const [code, setCode] = useState("");
  const active = cart.couponCodes[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) promo.mutate(code, { onSuccess: () => setCode("") });
  };
  return (
    <form className="cart-form" onSubmit={submit}>
      <label className="cart-form__label" htmlFor={id}>
        {t("cart-ui.promo.label")}
      </label>
      <div className="cart-form__row">
        <input
          id={id}
          className="cart-form__input"
          value={active ?? code}
          readOnly={Boolean(active)}
          maxLength={CHECKOUT_LIMITS.couponMax}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        {active ? (
          <button type="button" className="cart-form__secondary" disabled={promo.isPending} onClick={() => promo.mutate("")}>
            {t("cart-ui.promo.remove")}
          </button>
        ) : (
          <button type="submit" className="cart-form__primary" disabled={!code.trim() || promo.isPending}>
            {t("cart-ui.promo.apply")}
          </button>
        )}
      </div>
    </form>
  );
}
