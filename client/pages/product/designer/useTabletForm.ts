// The designer's form state: the shared form hook over the designer's rules, loaded on first use
// (tablet-form-rules.ts: the form's check and the `customTablet` object add-to-cart sends), started
// from the translated defaults and the first flavour.
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { Product } from "../../../../shared/schemas/catalogue.ts";
import { usePageModel } from "../../../app/page-context.ts";
import { lazyRules } from "../../../components/form/form-rules.ts";
import { useValidatedForm } from "../../../components/form/useValidatedForm.ts";
import {
  DESIGN_FIELDS,
  RECIPIENT_FIELDS,
  type TabletFormValues,
  defaultTabletValues,
  tabletFlavours,
} from "./tablet-form-values.ts";

export const tabletRules = lazyRules(() => import("./tablet-form-rules.ts"));

export function useTabletForm(product: Product) {
  const { i18n } = useLingui();
  const language = useLingui().i18n.locale;
  const { countries } = usePageModel();
  const flavours = useMemo(() => tabletFlavours(product), [product]);
  const defaults = () => defaultTabletValues(i18n, flavours, language, countries);
  // The defaults pass the rules when there is a flavour to pick (a unit test holds it), so 'continue'
  // is enabled, in the server's HTML too, before the rules have loaded; pressing it waits for them.
  const form = useValidatedForm<TabletFormValues>(tabletRules, defaults, {
    validUntilChecked: flavours.length > 0,
  });
  const flavour = flavours.find((variation) => variation.code === form.values.flavour) ?? null;
  return {
    form,
    flavours,
    flavour,
    designIsValid: form.areValid(DESIGN_FIELDS),
    /** 'design new tablet': the whole form back to its defaults. */
    resetAll: () => form.reset(defaults()),
    /** 'send to different recipient': only the recipient fields start over. */
    resetRecipient: () => form.reset(defaults(), RECIPIENT_FIELDS),
  };
}

export type TabletFormState = ReturnType<typeof useTabletForm>;
