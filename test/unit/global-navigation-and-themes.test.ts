// The global menu's part of the page model and what each sub-brand theme leaves out of the shell
// (spec 000 §2-3).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { GlobalNavigationSchema } from "../../shared/schemas/page-model.ts";
import { headerVariant, hidesFooter, PIKKU_KUU_THEME, TUOHI_THEME } from "../../shared/sub-brand-themes.ts";

const NONE = { hasGlobalMenu: false, globalNavIcon: null, globalNavItems: [] };

describe("the global navigation schema", () => {
  it("reads the flag, the icon and the items with the navigation items' defaults", () => {
    const parsed = v.parse(GlobalNavigationSchema, {
      hasGlobalMenu: true,
      globalNavIcon: "/images/icons/sites.svg",
      globalNavItems: [
        { contentId: 1, name: "Pikku Kuu", url: "/en/pikku-kuu", targetFrame: null },
        {
          contentId: 2,
          name: "Kaarna Group",
          url: "https://example.com/kaarna-group/en",
          children: [{ contentId: 3, name: "Careers", url: "https://example.com/careers", targetFrame: "_blank" }],
        },
      ],
    });
    expect(parsed.hasGlobalMenu).toBe(true);
    expect(parsed.globalNavIcon).toBe("/images/icons/sites.svg");
    expect(parsed.globalNavItems[0]).toMatchObject({ name: "Pikku Kuu", depth: 1, selected: false, children: [] });
    expect(parsed.globalNavItems[1]!.targetFrame).toBeNull();
    expect(parsed.globalNavItems[1]!.children[0]).toMatchObject({ name: "Careers", targetFrame: "_blank", linkButtons: [] });
  });

  it("gives no global menu when the CMS sends none, null, or items without the flag", () => {
    expect(v.parse(GlobalNavigationSchema, undefined)).toEqual(NONE);
    expect(v.parse(GlobalNavigationSchema, null)).toEqual(NONE);
    expect(v.parse(GlobalNavigationSchema, { globalNavItems: null })).toEqual(NONE);
    const unflagged = v.parse(GlobalNavigationSchema, {
      globalNavItems: [{ contentId: 1, name: "Kaarna", url: "/fi", targetFrame: null }],
    });
    expect(unflagged.hasGlobalMenu).toBe(false);
  });

  it("refuses a flag that is not a boolean and an item without an address", () => {
    expect(v.safeParse(GlobalNavigationSchema, { hasGlobalMenu: "yes" }).success).toBe(false);
    expect(
      v.safeParse(GlobalNavigationSchema, { hasGlobalMenu: true, globalNavItems: [{ contentId: 1, name: "Kaarna" }] }).success,
    ).toBe(false);
  });
});

describe("the sub-brand themes", () => {
  it("hide the top bar and expanders for the first, the header for the second, nothing for the others", () => {
    expect(headerVariant(PIKKU_KUU_THEME)).toBe("restricted");
    expect(headerVariant(TUOHI_THEME)).toBe("none");
    for (const theme of ["finnish", null, "", "Tuohi", "pikku kuu"]) expect(headerVariant(theme), String(theme)).toBe("full");
  });

  it("give only the second the restricted footer, which shows nothing", () => {
    expect(hidesFooter(TUOHI_THEME)).toBe(true);
    for (const theme of [PIKKU_KUU_THEME, "finnish", null]) expect(hidesFooter(theme), String(theme)).toBe(false);
  });
});
