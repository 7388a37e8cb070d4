// The designer's form state: the shared form hook over TabletFormSchema, started from the
// translated defaults and the first flavour.
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { TabletFormSchema } from "../../../../shared/rules/custom-tablet.ts";
import type { Product } from "../../../../shared/schemas/catalogue.ts";
import { useValidatedForm } from "../../../components/form/useValidatedForm.ts";
import {
  DESIGN_FIELDS,
  RECIPIENT_FIELDS,
  type TabletFormValues,
  defaultTabletValues,
  tabletFlavours,
} from "./tablet-form-values.ts";

export function useTabletForm(product: Product) {
  const { i18n } = useLingui();
  const language = useLingui().i18n.locale;
  const flavours = useMemo(() => tabletFlavours(product), [product]);
  const form = useValidatedForm<TabletFormValues>(TabletFormSchema, () => defaultTabletValues(i18n, flavours, language));
  const flavour = flavours.find((variation) => variation.code === form.values.flavour) ?? null;
  return {
    form,
    flavours,
    flavour,
    designIsValid: form.areValid(DESIGN_FIELDS),
    /** 'design new tablet': the whole form back to its defaults. */
    resetAll: () => form.reset(defaultTabletValues(i18n, flavours, language)),
    /** 'send to different recipient': only the recipient fields start over. */
    resetRecipient: () => form.reset(defaultTabletValues(i18n, flavours, language), RECIPIENT_FIELDS),
  };
}

export type TabletFormState = ReturnType<typeof useTabletForm>;
