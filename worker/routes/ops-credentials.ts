// Who may open /ops. Deployed, Cloudflare Access stands in front of it and signs each request it lets
// through (`Cf-Access-Jwt-Assertion`, RS256): the token is verified against the team's certs
// (OPS_ACCESS_CERTS_URL), its issuer (that URL's origin) and the Access application's audience
// (OPS_ACCESS_AUD). Locally, in embedded mode with no Access, HTTP Basic with OPS_PASSWORD from
// .dev.vars. Anything else is 401, and with Access configured a password opens nothing.
import { createMiddleware } from "hono/factory";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { configuredSecret, hmacSign, hmacVerify } from "../editor/hmac.ts";
import type { AppBindings, Env } from "../env.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { upstreamMode } from "../upstream/port.ts";

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
const BASIC_REALM = 'Basic realm="Kaarna ops", charset="UTF-8"';

/** One key set per certs URL and isolate: jose caches the keys and fetches again for an unknown kid. */
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetAt(certsUrl: URL): JWTVerifyGetKey {
  let keys = keySets.get(certsUrl.href);
  if (!keys) {
    keys = createRemoteJWKSet(certsUrl);
    keySets.set(certsUrl.href, keys);
  }
  return keys;
}

type Credentials = { kind: "access"; certsUrl: URL; audience: string } | { kind: "password"; password: string } | null;

function configuredCredentials(env: Env): Credentials {
  const certs = env.OPS_ACCESS_CERTS_URL?.trim();
  const audience = env.OPS_ACCESS_AUD?.trim();
  if (certs && audience) return { kind: "access", certsUrl: new URL(certs), audience };
  const password = configuredSecret(env.OPS_PASSWORD);
  if (password && upstreamMode(env) === "embedded") return { kind: "password", password };
  return null;
}

/** Whether the request carries a valid Access token for this application. */
export async function accessTokenValid(token: string | undefined, certsUrl: URL, audience: string): Promise<boolean> {
  if (!token) return false;
  try {
    await jwtVerify(token, keySetAt(certsUrl), { issuer: certsUrl.origin, audience, algorithms: ["RS256"] });
    return true;
  } catch {
    return false;
  }
}

/** HTTP Basic: any user name, the password compared in constant time (HMACs of both under the password). */
async function passwordValid(authorization: string | undefined, password: string): Promise<boolean> {
  const encoded = authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i)?.[1];
  if (!encoded) return false;
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
  } catch {
    return false;
  }
  const offered = decoded.slice(decoded.indexOf(":") + 1);
  return hmacVerify(password, offered, new Uint8Array(await hmacSign(password, password)));
}

export const opsCredentials = createMiddleware<AppBindings>(async (c, next) => {
  const credentials = configuredCredentials(c.env);
  const allowed =
    credentials?.kind === "access"
      ? await accessTokenValid(c.req.header(ACCESS_HEADER), credentials.certsUrl, credentials.audience)
      : credentials?.kind === "password"
        ? await passwordValid(c.req.header("authorization"), credentials.password)
        : false;
  if (allowed) {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    return;
  }
  if (credentials?.kind === "password") c.header("WWW-Authenticate", BASIC_REALM);
  c.header("Cache-Control", "no-store");
  return c.text(translator(shopperLanguage(c)).t(/*i18n*/ "ops.credentials-required"), 401);
});
