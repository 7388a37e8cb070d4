// The embedded news provider's demo data as rows of its D1 tables, for the one seed loader: 17 releases
// from 2024 to 2026 in fi, en and sv, their categories and keywords. The version hashes the data, so
// a changed release reseeds; visitors' subscriptions are in a table of their own and are kept.
import { LANGUAGES } from "../../../../../shared/languages.ts";
import { releaseYear } from "../../../../../shared/rules/release-date.ts";
import { fingerprint, type SeedSet } from "../../seed-loader.ts";
import { CATEGORIES, DEMO_FEED_ID } from "./categories.ts";
import { RELEASES_2024 } from "./releases-2024.ts";
import { RELEASES_2025 } from "./releases-2025.ts";
import { RELEASES_2026 } from "./releases-2026.ts";
import type { SeedRelease } from "./types.ts";

export const SEED_RELEASES: SeedRelease[] = [...RELEASES_2024, ...RELEASES_2025, ...RELEASES_2026];

/** The provider's two renditions of a picture: fitted into 400×400 and 800×800 (the image service keeps the aspect). */
const renditions = (name: string) => ({
  urlTo400X400ArResized: `/media/${name}.webp?width=400`,
  urlTo800X800ArResized: `/media/${name}.webp?width=800`,
});

function releaseRows(release: SeedRelease): unknown[][] {
  return LANGUAGES.map((language) => {
    const text = release.text[language];
    const images = release.images.map((image) => ({ ...renditions(image.name), description: image.description[language] }));
    const files = (release.pressPictures ?? []).map((picture) => ({
      fileName: `kaarna-${picture.name.split("/").at(-1)}.svg`,
      title: picture.title[language],
      url: `/images/${picture.name}.svg`,
    }));
    return [
      release.id,
      language,
      DEMO_FEED_ID,
      text.title,
      text.intro,
      release.publishDateUtc,
      releaseYear(release.publishDateUtc),
      text.body,
      JSON.stringify(images),
      JSON.stringify(files),
    ];
  });
}

export function pressReleaseSeedSet(): SeedSet {
  const data = { releases: SEED_RELEASES, categories: CATEGORIES };
  return {
    name: "press-releases",
    version: `press-releases-${fingerprint(data)}`,
    mode: "replace",
    tables: [
      {
        table: "press_releases",
        columns: [
          "id",
          "language",
          "feed_id",
          "title",
          "intro",
          "publish_date_utc",
          "publish_year",
          "body_html",
          "images",
          "files",
        ],
        rows: SEED_RELEASES.flatMap(releaseRows),
      },
      {
        table: "press_release_categories",
        columns: ["code", "language", "name", "sort_order"],
        rows: CATEGORIES.flatMap((category, order) =>
          LANGUAGES.map((language) => [category.code, language, category.name[language], order]),
        ),
      },
      {
        table: "press_release_category_links",
        columns: ["release_id", "category_code"],
        rows: SEED_RELEASES.flatMap((release) => release.categories.map((code) => [release.id, code])),
      },
      {
        table: "press_release_keywords",
        columns: ["release_id", "keyword"],
        rows: SEED_RELEASES.flatMap((release) => release.keywords.map((keyword) => [release.id, keyword])),
      },
    ],
  };
}
