// The custom tablet designer's page: a product whose variations are custom tablets (spec 001 §2).
import type { ProductPageFields } from "../../shared/schemas/catalogue.ts";
import type { PageProps } from "./page-props.ts";
import { CustomTabletDesigner } from "./product/designer/CustomTabletDesigner.tsx";

export function CustomTabletPage({ model }: PageProps<ProductPageFields>) {
  const { product } = model;
  return <CustomTabletDesigner model={model} product={product} />;
}
