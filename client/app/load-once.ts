// A lazily loaded module's import, started once and shared by every caller; a failed load (a deploy,
// a dropped connection) is forgotten, so the next call tries again. Chromium, though, keeps a failed
// import of a file for the document's lifetime and answers the next one with the same failure,
// without a request: the shopper is told so and offered a reload.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= tracked(
      load().catch((error: unknown) => {
        loading = null;
        throw error;
      }),
    ));
}

/** Marks a promise with its outcome as it settles, so React's use() reads a settled one synchronously. */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: "pending" });
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
