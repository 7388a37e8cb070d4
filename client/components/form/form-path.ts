// Reads and writes a form value by its dot path ("phone.localNumber") without mutating the form.
type FormRecord = Record<string, unknown>;

export function getIn(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as FormRecord)[key] : undefined), values);
}

export function setIn<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split(".");
  const node = (values ?? {}) as FormRecord;
  const next = rest.length ? setIn(node[key!], rest.join("."), value) : value;
  return { ...node, [key!]: next } as V;
}
