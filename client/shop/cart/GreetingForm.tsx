// The greeting that goes with the order (spec 000 §4, §5): a textarea of up to 800 characters with an
// n/800 counter and a submit disabled while empty; once applied the text is shown locked, with a
// button that removes it (an empty greeting). Focus follows the swap, as in the promo code form.
import { type FormEvent, useId, useRef, useState } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { CHECKOUT_LIMITS } from "../../../shared/rules/field-limits.ts";
import { useFocusOnSwap } from "../../components/form/useFocusOnSwap.ts";
import { useLingui } from "@lingui/react";
import { useGreeting } from "./useGreeting.ts";

export function GreetingForm({ cart }: { cart: Cart }) {
  const { i18n } = useLingui();
  const id = useId();
  const greeting = useGreeting();
  const [text, setText] = useState("");
  const max = CHECKOUT_LIMITS.greetingMax;
  const field = useRef<HTMLTextAreaElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const focus = useFocusOnSwap(cart.greeting ? "applied" : "none");

  if (cart.greeting) {
    const removeGreeting = () => {
      if (greeting.isPending) return;
      focus.expect("none", field);
      greeting.mutate("", { onError: focus.cancel });
    };
    return (
      <div className="cart-form cart-form--applied">
        <p className="cart-form__applied-label">{i18n._("cart-ui.greeting.applied")}</p>
        <p className="cart-form__greeting">{cart.greeting}</p>
        <button
          ref={remove}
          type="button"
          className="cart-form__secondary"
          aria-disabled={greeting.isPending || undefined}
          onClick={removeGreeting}
        >
          {i18n._("cart-ui.greeting.remove")}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || greeting.isPending) return;
    focus.expect("applied", remove);
    greeting.mutate(text, { onSuccess: () => setText(""), onError: focus.cancel });
  };
  return (
    <form className="cart-form" onSubmit={submit}>
      <label className="cart-form__label" htmlFor={id}>
        {i18n._("cart-ui.greeting.label")}
      </label>
      <textarea
        ref={field}
        id={id}
        className="cart-form__textarea"
        rows={4}
        maxLength={max}
        value={text}
        aria-describedby={`${id}-counter`}
        onChange={(event) => setText(event.target.value.slice(0, max))}
      />
      <p id={`${id}-counter`} className="cart-form__counter">
        {i18n._("cart-ui.greeting.counter", { count: text.length, max })}
      </p>
      <button
        type="submit"
        className="cart-form__primary"
        disabled={!text.trim()}
        aria-disabled={greeting.isPending || undefined}
      >
        {i18n._("cart-ui.greeting.submit")}
      </button>
    </form>
  );
}
