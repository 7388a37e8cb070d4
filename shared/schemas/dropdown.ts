// A dropdown's settings (spec 000 §4 "Dropdown props"): whether its list floats over what follows or
// pushes it down, its distance from the button, whether a click inside it keeps it open, whether it
// starts open, its size and its theme. The spec's defaults apply to what a CMS leaves out; a value a
// CMS got wrong falls back to the default rather than failing the block.
import * as v from "valibot";

export const DROPDOWN_SIZES = ["small", "medium", "large"] as const;
export const DROPDOWN_THEMES = ["light", "dark"] as const;
/** The list's distance from its button, in CSS pixels. */
const MAX_OFFSET = 48;

const setting = <S extends v.GenericSchema>(schema: S, fallback: v.InferOutput<S>) =>
  v.optional(v.fallback(schema, fallback), fallback);

export const DropdownSettingsSchema = v.object({
  isFloating: setting(v.boolean(), true),
  offset: setting(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_OFFSET)), 0),
  keepOpenInsideClick: setting(v.boolean(), false),
  openByDefault: setting(v.boolean(), false),
  size: setting(v.picklist(DROPDOWN_SIZES), "medium"),
  theme: setting(v.picklist(DROPDOWN_THEMES), "light"),
});
export type DropdownSettings = v.InferOutput<typeof DropdownSettingsSchema>;
