// A dropdown's settings (spec 000 §4): the spec's defaults for what a CMS leaves out, and the default
// again for a value it got wrong, so one bad setting never takes the block down.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DropdownSettingsSchema } from "../../shared/schemas/dropdown.ts";

describe("a dropdown's settings", () => {
  it("default as the spec says: floating, no offset, closed by an inside click, closed at first, medium, light", () => {
    expect(v.parse(DropdownSettingsSchema, {})).toEqual({
      isFloating: true,
      offset: 0,
      keepOpenInsideClick: false,
      openByDefault: false,
      size: "medium",
      theme: "light",
    });
  });

  it("keep what a CMS sets", () => {
    const settings = {
      isFloating: false,
      offset: 8,
      keepOpenInsideClick: true,
      openByDefault: true,
      size: "large",
      theme: "dark",
    };
    expect(v.parse(DropdownSettingsSchema, settings)).toEqual(settings);
  });

  it("fall back to the default for a value no dropdown has", () => {
    expect(v.parse(DropdownSettingsSchema, { offset: -4, size: "huge", theme: "neon", isFloating: "yes" })).toMatchObject({
      offset: 0,
      size: "medium",
      theme: "light",
      isFloating: true,
    });
  });
});
