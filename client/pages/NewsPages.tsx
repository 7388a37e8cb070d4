// The newsroom's own pages in one module and one chunk: the release page (cision-news-release, by ?id)
// and the subscription's thank-you page (marketing-automation-campaign-thank-you, by ?identifier)
// (spec 001 §2). One registry entry for the two keeps every other page's first load smaller.
import { pageModuleName } from "../registry/page-module-name.ts";
import type { PageProps } from "./page-props.ts";
import { PressRelease } from "./press-release/PressRelease.tsx";
import { ThankYou } from "./press-release/ThankYou.tsx";

export function NewsPages(props: PageProps) {
  return pageModuleName(props.model) === "marketing-automation-campaign-thank-you" ? (
    <ThankYou {...props} />
  ) : (
    <PressRelease {...props} />
  );
}
