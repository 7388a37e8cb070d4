// The designer's three modes (spec 001 §2, §4, §5): design → recipients → done, with a live preview
// of the tablet and add to cart sending the `customTablet` object.
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from "react";
import { loadOnce } from "../../../app/load-once.ts";
import { CodeNotLoaded } from "../../../components/CodeNotLoaded.tsx";
import type { Product } from "../../../../shared/schemas/catalogue.ts";
import type { PageModel } from "../../../../shared/schemas/page-model.ts";
import { useAddToCart } from "../../../shop/cart/useAddToCart.ts";
import { DesignStep } from "./DesignStep.tsx";
import type { TabletSurface } from "./SurfaceToggle.tsx";
import { TabletPreview } from "./TabletPreview.tsx";
import { DESIGN_FIELDS, RECIPIENT_FIELDS } from "./tablet-form-values.ts";
import { tabletRules, useTabletForm } from "./useTabletForm.ts";
import "./TabletDesigner.css";

type DesignerMode = "design" | "recipients" | "done";

// The recipients and done steps load as the shopper starts on the design (a first focus or press in
// the form) or continues, not with the page.
const loadLaterSteps = loadOnce(() => import("./later-steps.ts"));
const RecipientStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.RecipientStep })));
const DoneStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.DoneStep })));
const preloadLaterSteps = () => {
  loadLaterSteps().catch(() => undefined);
};

export function TabletDesigner({ model, product }: { model: PageModel; product: Product }) {
  const tablet = useTabletForm(product);
  const addToCart = useAddToCart();
  const [mode, setMode] = useState<DesignerMode>("design");
  const [surface, setSurface] = useState<TabletSurface>("front");
  const [laterStepsNotLoaded, setLaterStepsNotLoaded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedMode = useRef(mode);
  const formRef = useRef<HTMLDivElement>(null);

  // The shopper starts on the design: the later steps' code loads while they do.
  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener("focusin", preloadLaterSteps, { once: true });
    form?.addEventListener("pointerdown", preloadLaterSteps, { once: true });
    return () => {
      form?.removeEventListener("focusin", preloadLaterSteps);
      form?.removeEventListener("pointerdown", preloadLaterSteps);
    };
  }, []);

  // A mode change replaces the form under the shopper's focus; their place becomes the new heading.
  // Comparing with the last mode (not a first-render flag) keeps StrictMode's double effects quiet.
  useEffect(() => {
    if (focusedMode.current === mode) return;
    focusedMode.current = mode;
    headingRef.current?.focus();
  }, [mode]);

  const onContinue = () => {
    preloadLaterSteps();
    tablet.form.touch(...DESIGN_FIELDS);
    // At once when the rules are there (a field was focused), else once they have loaded.
    tablet.form.whenChecked(DESIGN_FIELDS, (valid) => {
      if (!valid) return;
      // The design stays until the recipients step's code is here. Code that cannot be loaded leaves
      // the design as it is, with the message, not a page that cannot render.
      loadLaterSteps().then(
        () => {
          setLaterStepsNotLoaded(false);
          // The recipients step ends in add to cart: its code loads while the shopper fills that step in.
          addToCart.prepare();
          // A transition: the recipients step's heading mounts with the change and takes the focus.
          startTransition(() => setMode("recipients"));
        },
        () => setLaterStepsNotLoaded(true),
      );
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
          startTransition(() => setMode("done"));
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
      <div className="tablet-designer__form" ref={formRef}>
        <Suspense fallback={null}>
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
        </Suspense>
        {tablet.form.rulesNotLoaded || laterStepsNotLoaded ? <CodeNotLoaded /> : null}
      </div>
    </div>
  );
}
