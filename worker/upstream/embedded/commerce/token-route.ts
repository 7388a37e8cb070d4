// The identity server's token endpoint (spec 000 §7): the anonymous grant (grant_type=anonymous,
// client_id=frontend, scope=anonymous_id and the anonymous id) and members' authorization-code grant
// (identity/code-grant.ts); each answers an OAuth-style bearer token.
import { Hono } from "hono";
import type { Env } from "../../../env.ts";
import { redeemAuthorizationCode } from "../identity/code-grant.ts";
import { issueToken, TOKEN_LIFETIME_SECONDS } from "./tokens.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OAuthError = "invalid_request" | "unsupported_grant_type" | "invalid_client";

export const tokenRoute = new Hono<{ Bindings: Env }>().post("/", async (c) => {
  const fail = (error: OAuthError, description: string) => {
    c.header("Cache-Control", "no-store");
    return c.json({ error, error_description: description }, 400);
  };
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return fail("invalid_request", "The token request must be form-urlencoded");
  }
  const form = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
  if (form.get("grant_type") === "authorization_code") {
    const answer = await redeemAuthorizationCode(c.env, form);
    c.header("Cache-Control", "no-store");
    if (!answer.ok)
      return c.json(
        { error: answer.error, error_description: answer.description },
        answer.error === "invalid_client" ? 401 : 400,
      );
    return c.json(answer.body);
  }
  if (form.get("grant_type") !== "anonymous")
    return fail("unsupported_grant_type", "Only the anonymous and authorization code grants are supported");
  if (form.get("client_id") !== "frontend") return fail("invalid_client", "Unknown client");
  if (form.get("scope") !== "anonymous_id") return fail("invalid_request", "The scope must be anonymous_id");
  const anonymousId = form.get("anonymous_id") ?? "";
  if (!UUID.test(anonymousId)) return fail("invalid_request", "anonymous_id must be a UUID");

  const token = await issueToken(c.env.DB, anonymousId.toLowerCase());
  c.header("Cache-Control", "no-store");
  return c.json({ access_token: token, token_type: "Bearer", expires_in: TOKEN_LIFETIME_SECONDS });
});
