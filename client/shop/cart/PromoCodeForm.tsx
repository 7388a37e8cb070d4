// The promo code (spec 000 §4, §5): apply is disabled while the field is empty or a call is on its
// way; an applied code (the cart's first coupon code) is shown locked with a remove button. Focus
// follows the swap: to 'remove' once a code applies, back to the field once it is removed.
import { type FormEvent, useId, useRef, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { CHECKOUT_LIMITS } from "../../../shared/rules/field-limits.ts";
import { useFocusOnSwap } from "../../components/form/useFocusOnSwap.ts";
import { useLingui } from "@lingui/react";
import { usePromoCode } from "./usePromoCode.ts";

export function PromoCodeForm({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const id = useId();
  const promo = usePromoCode();
  const [code, setCode] = useState("");
  const active = cart.couponCodes[0];
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const focus = useFocusOnSwap(active ? "applied" : "none");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || promo.isPending) return;
    focus.expect("applied", remove);
    promo.mutate(code, { onSuccess: () => setCode(""), onError: focus.cancel });
  };
  const removeCode = () => {
    if (promo.isPending) return;
    focus.expect("none", input);
    promo.mutate("", { onError: focus.cancel });
  };
  return (
    <form className="cart-form" onSubmit={submit}>
      <label className="cart-form__label" htmlFor={id}>
        {i18n._("cart-ui.promo.label")}
      </label>
      <div className="cart-form__row">
        <input
          ref={input}
          id={id}
          className="cart-form__input"
          value={active ?? code}
          readOnly={Boolean(active)}
          maxLength={CHECKOUT_LIMITS.couponMax}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        {active ? (
          // aria-disabled while the call runs: a disabled button would drop the keyboard focus.
          <button
            ref={remove}
            type="button"
            className="cart-form__secondary"
            aria-disabled={promo.isPending || undefined}
            onClick={removeCode}
          >
            {i18n._("cart-ui.promo.remove")}
          </button>
        ) : (
          <button
            type="submit"
            className="cart-form__primary"
            disabled={!code.trim()}
            aria-disabled={promo.isPending || undefined}
          >
            {i18n._("cart-ui.promo.apply")}
          </button>
        )}
      </div>
    </form>
  );
}
