// The news provider's press releases as search documents in every language: each
// release at its release page's address with its id, its intro as the description and its
// categories' names among the words.
import { LANGUAGES } from "../../../../shared/languages.ts";
import { releasesOfLanguage } from "../press-releases/release-listing.ts";
import type { SearchDocumentSource } from "./search-documents.ts";

export const pressReleaseDocuments: SearchDocumentSource = async (db) =>
  (
    await Promise.all(
      LANGUAGES.map(async (language) =>
        (
          await releasesOfLanguage(db, language)
        ).map((release) => ({
          language,
          kind: "press-release" as const,
          contentId: release.id,
          url: release.url,
          title: release.title,
          topic: null,
          image: release.image,
          description: release.intro,
          publishedAt: release.date,
          body: release.categories.map((category) => category.name).join(" "),
        })),
      ),
    )
  ).flat();
