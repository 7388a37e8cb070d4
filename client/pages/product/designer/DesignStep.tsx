// Design mode: flavour, front/back surface, the three texts, then 'continue to recipient' once the
// design fields break no rule (spec 001 §4).
import type { Ref } from "react";
import { TABLET_LIMITS } from "../../../../shared/rules/custom-tablet.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useLingui } from "@lingui/react";
import { BackTextField } from "./BackTextField.tsx";
import { FlavourPicker } from "./FlavourPicker.tsx";
import { SurfaceToggle, type TabletSurface } from "./SurfaceToggle.tsx";
import type { TabletFormState } from "./useTabletForm.ts";

export interface DesignStepProps {
  tablet: TabletFormState;
  surface: TabletSurface;
  onSurfaceChange: (surface: TabletSurface) => void;
  onContinue: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function DesignStep({ tablet, surface, onSurfaceChange, onContinue, headingRef }: DesignStepProps) {
  const { i18n } = useLingui();
  const { form } = tablet;
  return (
    <section className="tablet-designer__step" aria-labelledby="tablet-design-heading">
      <h2 id="tablet-design-heading" ref={headingRef} tabIndex={-1} className="tablet-designer__heading">
        {i18n._("tablet.design.heading")}
      </h2>
      <p className="tablet-designer__intro">{i18n._("tablet.design.intro")}</p>
      <FlavourPicker
        flavours={tablet.flavours}
        value={form.values.flavour}
        error={form.error("flavour")}
        onChange={(code) => form.change("flavour", code)}
      />
      <SurfaceToggle value={surface} onChange={onSurfaceChange} />
      <TextField
        form={form}
        path="frontText"
        label={i18n._("tablet.front-text.label")}
        hint={i18n._("tablet.front-text.hint", { max: TABLET_LIMITS.frontText })}
        maxLength={TABLET_LIMITS.frontText}
        onFocus={() => onSurfaceChange("front")}
      />
      <BackTextField form={form} onFocus={() => onSurfaceChange("back")} />
      <TextField
        form={form}
        path="signature"
        label={i18n._("tablet.signature.label")}
        hint={i18n._("tablet.signature.hint", { max: TABLET_LIMITS.signature })}
        maxLength={TABLET_LIMITS.signature}
        onFocus={() => onSurfaceChange("back")}
      />
      <div className="tablet-designer__actions">
        <button
          type="button"
          className="tablet-designer__button tablet-designer__button--primary"
          disabled={!tablet.designIsValid}
          onClick={onContinue}
        >
          {i18n._("tablet.design.continue")}
        </button>
      </div>
    </section>
  );
}
