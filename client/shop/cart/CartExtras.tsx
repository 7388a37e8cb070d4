// The greeting and promo-code accordions of the cart, shared by the mini cart drawer and the cart page.
import type { Cart } from "../../../shared/schemas/cart.ts";
import { Accordion, type AccordionHeadingTag } from "../../components/Accordion.tsx";
import { useLingui } from "@lingui/react";
import { GreetingForm } from "./GreetingForm.tsx";
import { PromoCodeForm } from "./PromoCodeForm.tsx";
import "./CartExtras.css";

export function CartExtras({ cart, headingTag = "h3" }: { cart: Cart; headingTag?: AccordionHeadingTag }) {
  const { i18n } = useLingui();
  return (
    <div className="cart-extras">
      <Accordion
        headingTag={headingTag}
        items={[{ title: i18n._("cart-ui.greeting.title"), content: <GreetingForm cart={cart} /> }]}
      />
      <Accordion
        headingTag={headingTag}
        items={[{ title: i18n._("cart-ui.promo.title"), content: <PromoCodeForm cart={cart} /> }]}
      />
    </div>
  );
}
