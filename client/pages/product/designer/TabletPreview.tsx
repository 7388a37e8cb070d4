// The live preview: one surface while designing (the toggle picks it), both surfaces otherwise.
import type { Variation } from "../../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import { SURFACE_NAMES, type TabletSurface } from "./SurfaceToggle.tsx";
import { TabletBack } from "./TabletBack.tsx";
import { TabletFront } from "./TabletFront.tsx";
import { tabletColours } from "./tablet-colours.ts";
import type { TabletFormValues } from "./tablet-form-values.ts";
import "./TabletPreview.css";

export interface TabletPreviewProps {
  values: TabletFormValues;
  flavour: Variation | null;
  surfaces: readonly TabletSurface[];
}

export function TabletPreview({ values, flavour, surfaces }: TabletPreviewProps) {
  const { i18n } = useLingui();
  const colours = tabletColours(flavour);
  return (
    <div className="tablet-preview">
      {surfaces.map((surface) => (
        <figure key={surface} className="tablet-preview__surface">
          {surface === "front" ? (
            <TabletFront text={values.frontText} flavourName={flavour?.name ?? ""} colours={colours} />
          ) : (
            <TabletBack text={values.backText} signature={values.signature} colours={colours} />
          )}
          <figcaption className="tablet-preview__caption">{i18n._(SURFACE_NAMES[surface])}</figcaption>
        </figure>
      ))}
    </div>
  );
}
