// The custom tablet designer's page: a product whose variations are custom tablets (spec 001 §2).
import type { ProductPageFields } from "../../shared/schemas/catalogue.ts";
import type { PageProps } from "./page-props.ts";
import { CustomTabletDesigner } from "./product/designer/CustomTabletDesigner.tsx";

export function CustomTabletPage({ model }: PageProps) {
  // Validated by the worker at the upstream boundary (page-fields.ts).
  const { product } = model as PageProps["model"] & ProductPageFields;
  return <CustomTabletDesigner model={model} product={product} />;
}
