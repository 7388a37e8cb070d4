// Gift card PINs are stored only as SHA-256 hashes salted with the card code.
export async function pinHash(code: string, pin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${code.toUpperCase()}:${pin}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
