// Structured data for search engines as a JSON-LD data block. It is never executed, so the page's
// script CSP does not apply and it needs no nonce; "<" is escaped so no text in it can close the element.
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
