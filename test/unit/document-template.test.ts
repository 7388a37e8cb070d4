// Kept documents as templates: the request's nonce written into each gap gives the joined document,
// as it is or as one gzip member that any gunzip reads (its CRC-32 combined from the pieces' own);
// and which requests accept gzip.
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../../worker/render/accept-encoding.ts";
import { fillTemplate, gzipTemplate, identityTemplate } from "../../worker/render/document-template.ts";

const utf8 = new TextEncoder();
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("document templates", () => {
  const texts = ["", "<p>Åbo – 🍫</p>".repeat(2000), "x", "", "tail"];
  const pieces = texts.map((piece) => utf8.encode(piece));

  it("give the pieces joined by each request's separator, as they are and gzip-encoded", () => {
    for (const length of [9, 33, 0]) {
      const plain = identityTemplate(pieces, length);
      const packed = gzipTemplate(pieces, length);
      for (const separator of ["a", "b", "c"].map((letter) => letter.repeat(length))) {
        const bytes = utf8.encode(separator);
        expect(decode(fillTemplate(plain, bytes))).toBe(texts.join(separator));
        expect(gunzipSync(fillTemplate(packed, bytes)).toString("utf8")).toBe(texts.join(separator));
      }
    }
  });

  it("leave the template as it was, so the next answer starts from the same bytes", () => {
    const packed = gzipTemplate(pieces, 3);
    const before = packed.bytes.slice();
    fillTemplate(packed, utf8.encode("abc"));
    expect(packed.bytes).toEqual(before);
  });

  it("compress a document whole when it has no gap", () => {
    const whole = [utf8.encode("<html>".repeat(100))];
    expect(gunzipSync(fillTemplate(gzipTemplate(whole, 1), utf8.encode("n"))).toString()).toBe("<html>".repeat(100));
  });

  it("refuse a separator of another length, and a gap longer than one stored block holds", () => {
    expect(() => fillTemplate(identityTemplate(pieces, 4), utf8.encode("abc"))).toThrow(RangeError);
    expect(() => gzipTemplate(pieces, 70_000)).toThrow(RangeError);
  });
});

describe("accepting gzip", () => {
  it("follows the Accept-Encoding header's codings and q-values", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzip;q=junk")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it("answers the same for a header it has seen before", () => {
    for (let round = 0; round < 3; round += 1) expect(acceptsGzip("br, gzip")).toBe(true);
    for (let index = 0; index < 100; index += 1) acceptsGzip(`br;q=0.${index}`);
    expect(acceptsGzip("br, gzip")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
  });
});
