// Streams a rendered React body inside its document (what Hydrogen's entry.server does with the
// stream): the document start at once, React's chunks as they render, then the end. With a keep
// callback, the whole document is handed over once it streamed without a render error.
import { documentEnd } from "./document.ts";
import { log } from "../observability/log.ts";

const encoder = new TextEncoder();

export interface StreamedDocument {
  start: string;
  body: ReadableStream<Uint8Array>;
  nonce: string;
  /** Whether the render is still whole (no render error) when the stream ends. */
  succeeded: () => boolean;
  /** Receives the whole document once it streamed whole (render once, serve many). */
  keep?: (document: string) => void;
}

export function streamDocument(
  { start, body, nonce, succeeded, keep }: StreamedDocument,
  waitUntil: (promise: Promise<unknown>) => void,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  waitUntil(
    (async () => {
      const writer = writable.getWriter();
      await writer.write(encoder.encode(start));
      const decoder = keep ? new TextDecoder() : null;
      let copy = "";
      const reader = body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (decoder) copy += decoder.decode(chunk.value, { stream: true });
        await writer.write(chunk.value);
      }
      const end = documentEnd(nonce);
      await writer.write(encoder.encode(end));
      await writer.close();
      if (decoder && keep && succeeded()) keep(start + copy + decoder.decode() + end);
    })().catch((error) => log.error("Streaming the page failed", { error })),
  );
  return readable;
}
