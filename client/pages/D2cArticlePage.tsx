// d2c-article: an article in the shop's own section (shop styling, webshop footer from the model).
import type { PageProps } from "./page-props.ts";
import { ArticleLayout } from "../components/ArticleLayout.tsx";
import type { ArticlePageFields } from "../../shared/schemas/page-fields.ts";

export function D2cArticlePage({ model }: PageProps<ArticlePageFields>) {
  return <ArticleLayout model={model} variant="d2c-article" />;
}
