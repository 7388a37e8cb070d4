// The current page model, for components deep in the tree (links, blocks, shell).
import { createContext, useContext } from "react";
import type { PageModel } from "../../shared/schemas/page-model.ts";

export const PageModelContext = createContext<PageModel | null>(null);

export function usePageModel(): PageModel {
  const model = useContext(PageModelContext);
  if (!model) throw new Error("usePageModel needs a page model above it");
  return model;
}

/** Whether the page is an editor's edit-mode view (spec 000 §6: edit-mode attributes mark blocks). */
export function useEditMode(): boolean {
  return useContext(PageModelContext)?.editMode === true;
}
