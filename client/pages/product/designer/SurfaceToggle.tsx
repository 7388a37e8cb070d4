// Front/back switch for the design-mode preview: two toggle buttons, the pressed one is shown.
import { useLingui } from "@lingui/react";

export type TabletSurface = "front" | "back";

export const SURFACE_NAMES: Record<TabletSurface, string> = {
  front: /*i18n*/ "tablet.surface.front",
  back: /*i18n*/ "tablet.surface.back",
};

export function SurfaceToggle({ value, onChange }: { value: TabletSurface; onChange: (surface: TabletSurface) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="tablet-designer__surfaces">
      <legend className="visually-hidden">{i18n._("tablet.surface.label")}</legend>
      {(["front", "back"] as const).map((surface) => (
        <button
          key={surface}
          type="button"
          className="tablet-designer__surface"
          aria-pressed={value === surface}
          onClick={() => onChange(surface)}
        >
          {i18n._(SURFACE_NAMES[surface])}
        </button>
      ))}
    </fieldset>
  );
}
