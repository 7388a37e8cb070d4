// Structured data for search engines as a JSON-LD data block. A data block is never executed, so the
// page's script CSP does not apply to it and it needs no nonce; "<" is escaped so no text in the data
// can close the script element.
export function JsonLdScript({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
