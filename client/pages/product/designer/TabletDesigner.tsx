// The designer's three modes (spec 001 §2, §4, §5): design → recipients → done, with a live preview
// of the tablet and add to cart sending the `customTablet` object.
import { useEffect, useRef, useState } from "react";
import type { Product } from "../../../../shared/schemas/catalogue.ts";
import type { PageModel } from "../../../../shared/schemas/page-model.ts";
import { useAddToCart } from "../../../shop/cart/useAddToCart.ts";
import { DesignStep } from "./DesignStep.tsx";
import { DoneStep } from "./DoneStep.tsx";
import { RecipientStep } from "./RecipientStep.tsx";
import type { TabletSurface } from "./SurfaceToggle.tsx";
import { TabletPreview } from "./TabletPreview.tsx";
import { DESIGN_FIELDS, RECIPIENT_FIELDS } from "./tablet-form-values.ts";
import { tabletRules, useTabletForm } from "./useTabletForm.ts";
import "./TabletDesigner.css";

type DesignerMode = "design" | "recipients" | "done";

export function TabletDesigner({ model, product }: { model: PageModel; product: Product }) {
  const tablet = useTabletForm(product);
  const addToCart = useAddToCart();
  const [mode, setMode] = useState<DesignerMode>("design");
  const [surface, setSurface] = useState<TabletSurface>("front");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedMode = useRef(mode);

  // A mode change replaces the form under the shopper's focus; their place becomes the new heading.
  // Comparing with the last mode (not a first-render flag) keeps StrictMode's double effects quiet.
  useEffect(() => {
    if (focusedMode.current === mode) return;
    focusedMode.current = mode;
    headingRef.current?.focus();
  }, [mode]);

  const onContinue = () => {
    tablet.form.touch(...DESIGN_FIELDS);
    // At once when the rules are there (a field was focused), else once they have loaded.
    tablet.form.whenChecked(DESIGN_FIELDS, (valid) => {
      if (!valid) return;
      // The recipients step ends in add to cart: its code loads while the shopper fills that step in.
      addToCart.prepare();
      setMode("recipients");
    });
  };

  const onAdd = () => {
    const { form, flavour } = tablet;
    // The recipients step is reached only through a check, so the rules are there.
    const customTablet = tabletRules.loaded?.toCustomTablet(form.values);
    if (!customTablet?.success || !form.isValid || !flavour?.isBuyable) {
      form.touch(...DESIGN_FIELDS, ...RECIPIENT_FIELDS);
      return;
    }
    addToCart.mutate(
      {
        code: flavour.code,
        quantity: form.values.quantity,
        displayName: `${product.displayName} – ${flavour.name}`,
        customTablet: customTablet.output,
      },
      {
        onSuccess: () => {
          setSurface("front");
          setMode("done");
        },
      },
    );
  };

  return (
    <div className={`tablet-designer tablet-designer--${mode}`}>
      <div className="tablet-designer__preview">
        <TabletPreview
          values={tablet.form.values}
          flavour={tablet.flavour}
          surfaces={mode === "design" ? [surface] : ["front", "back"]}
        />
      </div>
      <div className="tablet-designer__form">
        {mode === "design" ? (
          <DesignStep
            tablet={tablet}
            surface={surface}
            onSurfaceChange={setSurface}
            onContinue={onContinue}
            headingRef={headingRef}
          />
        ) : mode === "recipients" ? (
          <RecipientStep
            tablet={tablet}
            adding={addToCart.isPending}
            onAdd={onAdd}
            onBack={() => setMode("design")}
            headingRef={headingRef}
          />
        ) : (
          <DoneStep
            model={model}
            headingRef={headingRef}
            onNewTablet={() => {
              tablet.resetAll();
              setMode("design");
            }}
            onNewRecipient={() => {
              tablet.resetRecipient();
              setMode("recipients");
            }}
          />
        )}
      </div>
    </div>
  );
}
