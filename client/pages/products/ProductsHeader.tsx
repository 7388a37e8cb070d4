// The top of the products page and the product container: breadcrumbs, the heading, the lead and the
// editor's description (in place of the fixed demo text spec 001 §2 found on the products page).
import type { Html } from "../../../shared/schemas/html.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { RichText } from "../../components/RichText.tsx";

export function ProductsHeader({
  model,
  heading,
  description,
}: {
  model: PageModel;
  heading: string | null;
  description: Html | null;
}) {
  return (
    <>
      <Breadcrumbs />
      <PageIntro title={heading ?? model.name} intro={model.mainIntro} />
      {description ? <RichText html={description} className="products-header__description" /> : null}
    </>
  );
}
