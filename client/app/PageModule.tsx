// Renders the page-type module for a page model, or a visible fallback for an unknown type.
import { Suspense, use } from "react";
import { ContentErrorBoundary } from "../components/ContentErrorBoundary.tsx";
import { UnknownContent } from "../components/UnknownContent.tsx";
import { pageRegistry } from "#page-registry";
import type { PageProps } from "../pages/page-props.ts";
import { pageModuleName } from "../registry/page-module-name.ts";

export function PageModule({ model, query }: PageProps) {
  const name = pageModuleName(model);
  if (!pageRegistry.has(name)) return <UnknownContent kind="page" type={name} />;
  // A module already loaded (always, for the first view and after the loader's preload) renders
  // without a Suspense boundary, so the page hydrates in one pass with the rest of the document.
  const Page = pageRegistry.loaded(name);
  return (
    <ContentErrorBoundary kind="page" type={name}>
      {Page ? (
        <Page model={model} query={query} />
      ) : (
        <Suspense fallback={null}>
          <LoadedPage name={name} model={model} query={query} />
        </Suspense>
      )}
    </ContentErrorBoundary>
  );
}

function LoadedPage({ name, model, query }: PageProps & { name: string }) {
  const Page = use(pageRegistry.load(name));
  return <Page model={model} query={query} />;
}
