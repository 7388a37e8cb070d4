// A failed or slow upstream call: 504 when it timed out, 502 when the upstream could not be reached,
// answered 5xx or sent something invalid. Thrown by the upstream call and the typed clients; the
// app's onError (worker/api-error.ts) turns it into the shopper's answer.
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 504,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}
