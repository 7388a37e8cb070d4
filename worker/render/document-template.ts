// A kept document as a template with gaps where its render's nonce stood: an answer is
// one copy of the template with the request's nonce written into each gap. The gzip template is the
// document compressed once: the pieces between the gaps are deflated on their own, each ending on a
// byte boundary (a sync flush), and each gap is a stored (uncompressed) deflate block inside the one
// gzip member, so an answer costs a copy of about a sixth of the document's bytes and a CRC-32
// combined from the pieces' own, instead of the runtime gzipping the whole document again.
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface DocumentTemplate {
  encoding: "gzip" | "identity";
  bytes: Uint8Array;
  /** Where each gap starts; every gap is `gapLength` bytes long. */
  gaps: number[];
  gapLength: number;
  /** gzip only: what the trailer's CRC-32 and size are made from. */
  check?: { pieceCrcs: number[]; pieceShifts: number[]; size: number };
}

/** RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** A stored deflate block holds at most this many bytes (RFC 1951, 3.2.4). */
const STORED_BLOCK_MAX = 0xffff;

/** The pieces with a gap of `gapLength` bytes between each two. */
export function identityTemplate(pieces: readonly Uint8Array[], gapLength: number): DocumentTemplate {
  const { bytes, gaps } = layOut(pieces, gapLength);
  return { encoding: "identity", bytes, gaps, gapLength };
}

/** The bytes between a template's gaps (for an identity template, the document's pieces). */
export function piecesOf(template: DocumentTemplate): Uint8Array[] {
  const starts = [0, ...template.gaps.map((gap) => gap + template.gapLength)];
  const ends = [...template.gaps, template.bytes.length];
  return starts.map((start, index) => template.bytes.subarray(start, ends[index]));
}

/** The pieces compressed once into a gzip member with a stored block of `gapLength` bytes between each two. */
export function gzipTemplate(pieces: readonly Uint8Array[], gapLength: number): DocumentTemplate {
  if (gapLength > STORED_BLOCK_MAX) throw new RangeError("A stored deflate block holds at most 65535 bytes");
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level: 9,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  // A non-final stored block: BFINAL 0 and BTYPE 00 with padding to the byte, LEN and its complement.
  const storedHeader = Uint8Array.of(0, gapLength & 0xff, gapLength >> 8, ~gapLength & 0xff, (~gapLength >> 8) & 0xff);
  const parts = deflated.map((block, index) => (index > 0 ? concat([storedHeader, block]) : block));
  const body = layOut(parts, gapLength, storedHeader.length);
  const bytes = concat([GZIP_HEADER, body.bytes, new Uint8Array(8)]);
  const size = pieces.reduce((sum, piece) => sum + piece.length, 0) + gapLength * (pieces.length - 1);
  return {
    encoding: "gzip",
    bytes,
    gaps: body.gaps.map((gap) => gap + GZIP_HEADER.length),
    gapLength,
    check: { pieceCrcs: pieces.map((piece) => crc32(piece)), pieceShifts: pieces.map((p) => shiftFor(p.length)), size },
  };
}

/** The template with `separator` in every gap (and, for gzip, the trailer that checks the whole). */
export function fillTemplate(template: DocumentTemplate, separator: Uint8Array): Uint8Array<ArrayBuffer> {
  if (separator.length !== template.gapLength) throw new RangeError("The separator does not fit the template's gaps");
  const bytes = template.bytes.slice();
  for (const gap of template.gaps) bytes.set(separator, gap);
  if (template.check) {
    const { pieceCrcs, pieceShifts, size } = template.check;
    const separatorCrc = crc32(separator);
    const separatorShift = shiftFor(separator.length);
    let crc = pieceCrcs[0] ?? 0;
    for (let index = 1; index < pieceCrcs.length; index += 1) {
      crc = crc32Combine(crc, separatorCrc, separatorShift);
      crc = crc32Combine(crc, pieceCrcs[index]!, pieceShifts[index]!);
    }
    const trailer = new DataView(bytes.buffer, bytes.length - 8, 8);
    trailer.setUint32(0, crc >>> 0, true);
    trailer.setUint32(4, size >>> 0, true); // ISIZE: the length modulo 2^32
  }
  return bytes;
}

/** The parts laid out one after another with `gapLength` bytes left between each two. */
function layOut(parts: readonly Uint8Array[], gapLength: number, gapOffset = 0) {
  const gaps: number[] = [];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0) + gapLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      // In the gzip layout the part starts with its stored block's header; the gap is its content.
      gaps.push(at + gapOffset);
      bytes.set(part.subarray(0, gapOffset), at);
      bytes.set(part.subarray(gapOffset), at + gapOffset + gapLength);
      at += part.length + gapLength;
    } else {
      bytes.set(part, at);
      at += part.length;
    }
  });
  return { bytes, gaps };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

// CRC-32 of a concatenation from its parts' CRCs (zlib's crc32_combine): polynomials over GF(2) in
// the reflected bit order, where x^0 is the top bit.
const POLY = 0xedb88320;
const X0 = 0x80000000;

/** a × b modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = X0; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [X0 >>> 1];
for (let k = 1; k < 32; k += 1) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(8n) modulo the polynomial: what shifting a CRC past n zero bytes multiplies it by. */
function shiftFor(byteCount: number): number {
  let shift = X0;
  let k = 3;
  for (let n = byteCount; n > 0; n = Math.floor(n / 2), k += 1) if (n & 1) shift = multiplyModP(X2N[k & 31]!, shift);
  return shift;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's shift (shiftFor of B's length). */
function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
