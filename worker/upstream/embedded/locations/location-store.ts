// Reads the location pages of one language from the embedded CMS's content table: the list and city
// calls search them as the real CMS's search index would (a handful of rows, so in memory).
import { foldText } from "../catalogue/fold-text.ts";

/** A location page as the finder searches it: the list hit's fields plus what it is matched by. */
export interface LocationRecord {
  hit: Record<string, unknown> & { contentId: number; url: string; title: string; city: string | null };
  /** Folded name, address, postal code and city. */
  text: string;
  categoryIds: number[];
}

const HIT_FIELDS = [
  "streetAddress",
  "postalCode",
  "city",
  "openingHoursMondayToFriday",
  "closingHoursMondayToFriday",
  "openingHoursSaturday",
  "closingHoursSaturday",
  "openingHoursSunday",
  "closingHoursSunday",
] as const;

const LOCATIONS_SQL = `SELECT id, url, name, fields FROM content
  WHERE language = ? AND json_extract(content_type, '$[#-1]') = 'Location'`;

const textOf = (value: unknown) => (typeof value === "string" ? value : null);

export async function locationRecords(db: D1Database, language: string): Promise<LocationRecord[]> {
  const { results } = await db
    .prepare(LOCATIONS_SQL)
    .bind(language)
    .all<{ id: number; url: string; name: string; fields: string }>();
  return results.map((row) => {
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    const hit = {
      contentId: row.id,
      url: row.url,
      image: fields.mainImage ?? null,
      title: row.name,
      ...Object.fromEntries(HIT_FIELDS.map((name) => [name, fields[name] ?? null])),
      city: textOf(fields.city),
    };
    const categoryIds = Array.isArray(fields.locationCategoryIds) ? fields.locationCategoryIds.filter(Number.isInteger) : [];
    const text = foldText([row.name, fields.streetAddress, fields.postalCode, fields.city].map(textOf).join(" "));
    return { hit, text, categoryIds };
  });
}
