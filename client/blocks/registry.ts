// Content blocks by name: the last contentType in kebab case → a lazily loaded module.
import type { BlockProps } from "../components/ContentArea.tsx";
import { createModuleRegistry } from "../registry/module-registry.ts";

export const blockRegistry = createModuleRegistry<BlockProps>({
  "rich-text-block": ["RichTextBlock", () => import("./RichTextBlock.tsx")],
});
