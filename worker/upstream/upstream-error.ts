// A failed or slow upstream call, thrown by the typed clients and mapped once in the app's onError.
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** Rejects with an UpstreamError when the call takes longer than the limit. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(`${what} took longer than ${ms} ms`, 504)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
