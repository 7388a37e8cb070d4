// article: an editorial article.
import type { PageProps } from "../app/PageModule.tsx";
import { ArticleLayout } from "../components/ArticleLayout.tsx";

export function ArticlePage({ model }: PageProps) {
  return <ArticleLayout model={model} variant="article" />;
}
