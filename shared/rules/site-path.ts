// A path on this site to send the browser to after a sign-in or a preview: never another host, so a
// crafted link cannot make the shop an open redirect ("//evil.example", "/\evil.example", "https://…").
export function sitePath(value: string | undefined | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  const url = new URL(value, "http://site.invalid");
  return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : null;
}
