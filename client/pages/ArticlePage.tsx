// article: an editorial article.
import type { PageProps } from "./page-props.ts";
import { ArticleLayout } from "../components/ArticleLayout.tsx";
import type { ArticlePageFields } from "../../shared/schemas/page-fields.ts";

export function ArticlePage({ model }: PageProps<ArticlePageFields>) {
  return <ArticleLayout model={model} variant="article" />;
}
