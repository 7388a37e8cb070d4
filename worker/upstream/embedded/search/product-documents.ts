// The catalogue's products as search documents in every language: name, short title,
// food name, description, ingredients and the catalogue's own search words; faceted by product type.
import type { SearchDocumentSource } from "./search-documents.ts";
import { searchableText } from "./searchable-text.ts";

interface ProductTextRow {
  code: string;
  kind: string;
  published_at: string;
  language: string;
  url: string;
  display_name: string;
  short_title: string | null;
  name_of_the_food: string | null;
  description: string | null;
  ingredients: string | null;
  search_text: string;
  kind_name: string | null;
}

export const productDocuments: SearchDocumentSource = async (db) => {
  const rows = (
    await db
      .prepare(
        `SELECT p.code, p.kind, p.published_at, t.language, t.url, t.display_name, t.short_title, t.name_of_the_food,
           t.description, t.ingredients, t.search_text, k.label AS kind_name
         FROM catalogue_products p
         JOIN catalogue_product_texts t ON t.product_code = p.code
         LEFT JOIN catalogue_terms k ON k.kind = 'kind' AND k.code = p.kind AND k.language = t.language
         ORDER BY t.language, p.sort_order, p.code`,
      )
      .all<ProductTextRow>()
  ).results;
  return rows.map((row) => {
    const description = row.description ? searchableText(row.description) : null;
    return {
      language: row.language,
      kind: "product",
      contentId: row.code,
      url: row.url,
      title: row.display_name,
      topic: row.kind_name,
      // A product hit's picture comes with its card, in the answer.
      image: null,
      description: description || null,
      publishedAt: row.published_at,
      body: searchableText([row.short_title, row.name_of_the_food, description, row.ingredients, row.search_text]),
      facets: row.kind_name ? [{ category: "product-type", code: row.kind, name: row.kind_name }] : [],
    };
  });
};
