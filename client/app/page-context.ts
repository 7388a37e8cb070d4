// The current page model, for components deep in the tree (links, blocks, shell).
import { createContext, useContext } from "react";
import type { PageModel } from "../../shared/schemas/page-model.ts";

export const PageModelContext = createContext<PageModel | null>(null);

export function usePageModel(): PageModel {
  const model = useContext(PageModelContext);
  if (!model) throw new Error("usePageModel needs a page model above it");
  return model;
}
