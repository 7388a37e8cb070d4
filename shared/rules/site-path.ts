// A path on this site to send the browser to (after a sign-in, into or out of a preview, back from the
// provider's pages): never another host. The value is decoded and normalised before it is judged, and
// what is returned is built from the normalised parts, so what was checked is what the browser gets:
// a browser or a proxy that undoes "/./", "/x/../", "%2e" or "%2f" later finds nothing left to undo.

/** Longer than any page address of the site: a value past it is not one. */
const MAX_LENGTH = 2048;
/** C0 controls and DEL: a browser drops tabs and newlines from an address, so they could hide a "//". */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** An escape still there after one decoding: the value was encoded twice to slip past a check. */
const ESCAPE = /%[0-9a-f]{2}/i;

/** The path's segments with "." and ".." resolved as a browser resolves them (RFC 3986 §5.2.4). */
function resolvedSegments(path: string): string[] {
  const segments: string[] = [];
  const parts = path.split("/").slice(1);
  parts.forEach((part, index) => {
    if (part === "..") segments.pop();
    if (part !== "." && part !== "..") segments.push(part);
    else if (index === parts.length - 1) segments.push("");
  });
  return segments;
}

/**
 * The value as a path on this site (exactly one leading "/", then the path, then the query), or null
 * when it is not one: another host, a scheme, no leading slash, control characters, a malformed or
 * doubly encoded escape. Percent-encoded slashes and backslashes count as slashes, backslashes too.
 */
export function sitePath(value: string | undefined | null): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH || CONTROL.test(value)) return null;
  const end = value.search(/[?#]/);
  const rawPath = end === -1 ? value : value.slice(0, end);
  const query = end === -1 || value[end] === "#" ? "" : value.slice(end + 1).split("#")[0]!;
  try {
    const decoded = decodeURIComponent(rawPath);
    if (CONTROL.test(decoded) || ESCAPE.test(decoded)) return null;
    const path = decoded.replaceAll("\\", "/");
    if (!path.startsWith("/")) return null;
    const segments = resolvedSegments(path);
    // An empty first segment is "//host" to a browser: another site, however it was spelt.
    if (segments.length > 1 && segments[0] === "") return null;
    const search = new URLSearchParams(query).toString();
    return `/${segments.map(encodeURIComponent).join("/")}${search ? `?${search}` : ""}`;
  } catch {
    // A malformed escape or a lone surrogate: not an address anybody's link would hold.
    return null;
  }
}
