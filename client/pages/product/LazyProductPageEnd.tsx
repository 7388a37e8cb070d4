// The product page's end as a lazily loaded module (decision 031, the step decision 007 named): the
// worker renders it with the rest of the page, and the browser keeps that server HTML and hydrates it
// once the module's chunk arrives, so the page's first-load JavaScript does not carry it.
import { type ComponentProps, Suspense, use } from "react";
import { createModuleRegistry } from "../../registry/module-registry.ts";
import type { ProductPageEnd as ProductPageEndComponent } from "./ProductPageEnd.tsx";

type Props = ComponentProps<typeof ProductPageEndComponent>;

const modules = createModuleRegistry<Props>({ end: ["ProductPageEnd", () => import("./ProductPageEnd.tsx")] });
// The worker renders a page in one pass: loading the module with the page's own keeps it from suspending.
if (typeof document === "undefined") void modules.preload(["end"]);

export function LazyProductPageEnd(props: Props) {
  return (
    <Suspense fallback={null}>
      <End {...props} />
    </Suspense>
  );
}

function End(props: Props) {
  const Component = use(modules.load("end"));
  return <Component {...props} />;
}
