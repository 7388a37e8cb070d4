// Front/back switch for the design-mode preview: two toggle buttons, the pressed one is shown.
import { useT } from "../../../i18n/useT.ts";

export type TabletSurface = "front" | "back";

export function SurfaceToggle({ value, onChange }: { value: TabletSurface; onChange: (surface: TabletSurface) => void }) {
  const t = useT();
  return (
    <fieldset className="tablet-designer__surfaces">
      <legend className="visually-hidden">{t("tablet.surface.label")}</legend>
      {(["front", "back"] as const).map((surface) => (
        <button
          key={surface}
          type="button"
          className="tablet-designer__surface"
          aria-pressed={value === surface}
          onClick={() => onChange(surface)}
        >
          {t(`tablet.surface.${surface}`)}
        </button>
      ))}
    </fieldset>
  );
}
