// The releases of a language as other parts of the embedded backend list them: the content search
// index (one entry per release: id, title, intro, address, picture, date, categories) and the sitemap
// (every release's page, grouped with its translations). A release's address is the language's
// release page (the CMS page of type CisionNewsRelease) with ?id=.
import type { Language } from "../../../../shared/languages.ts";
import { releaseStore } from "./release-store.ts";

export interface ListedRelease {
  id: string;
  title: string;
  intro: string | null;
  /** The release page's address with the release's id, e.g. /en/newsroom/release?id=kr-1001. */
  url: string;
  /** The 400×400 rendition of the release's first picture, with its description. */
  image: { url: string; altText: string } | null;
  /** The publish time, ISO 8601 in UTC. */
  date: string;
  categories: { code: string; name: string }[];
}

const RELEASE_PAGE_SQL = `SELECT url FROM content WHERE language = ?
  AND json_extract(content_type, '$[#-1]') = 'CisionNewsRelease' ORDER BY id LIMIT 1`;

/** The language's release page, or null when its CMS has none (then its releases have no address). */
async function releasePageUrl(db: D1Database, language: Language): Promise<string | null> {
  return (await db.prepare(RELEASE_PAGE_SQL).bind(language).first<{ url: string }>())?.url ?? null;
}

/** Every release of a language for the content search index, newest first. */
export async function releasesOfLanguage(db: D1Database, language: Language): Promise<ListedRelease[]> {
  const [pageUrl, releases] = await Promise.all([releasePageUrl(db, language), releaseStore(db).allOf(language)]);
  if (!pageUrl) return [];
  return releases.map((release) => {
    const picture = release.images[0];
    return {
      id: release.id,
      title: release.title,
      intro: release.intro,
      url: `${pageUrl}?id=${encodeURIComponent(release.id)}`,
      image: picture ? { url: picture.urlTo400X400ArResized, altText: picture.description ?? "" } : null,
      date: release.publishDateUtc,
      categories: release.categories,
    };
  });
}

/** The sitemap's entries of a language's releases: translations share the release's id. */
export async function releaseSitemapEntries(db: D1Database, language: Language) {
  return (await releasesOfLanguage(db, language)).map((release) => ({
    url: release.url,
    translationKey: `press-release-${release.id}`,
    changed: release.date,
    noIndex: false,
  }));
}
