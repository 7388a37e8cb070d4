// Sign-up at the embedded identity provider (issue 11): one rule for the sign-up page and the
// customers API's signup call. The details are checked with the storefront's own schema, every
// attempt counts against limits of its own (per address and per account, like sign-ins' failures,
// so many sign-ups or probes for taken addresses stop), and a taken address creates nothing. A new
// member is mailed a link to confirm the address.
import * as v from "valibot";
import { type SignUpBody, SignUpBodySchema } from "../../../../shared/schemas/member.ts";
import type { Env } from "../../../env.ts";
import { clientAddress, signInLimits } from "../sign-in-limits.ts";
import type { Language } from "../../../../shared/languages.ts";
import { mailConfirmationLink } from "./email-confirmation.ts";
import { memberStore } from "./member-store.ts";

export type SignUpField = "firstName" | "lastName" | "email" | "password";

export type SignUpResult =
  | { ok: true; memberId: string; member: SignUpBody }
  | { ok: false; problem: "taken" | SignUpField; issues?: { key: string; value: string }[] }
  | { ok: false; problem: "limited"; retryAfter: number };

const FIELDS = new Set<string>(["firstName", "lastName", "email", "password"]);

export async function signUpMember(
  env: Env,
  request: Request,
  input: unknown,
  /** The confirmation mail's language, and where the provider's pages are. */
  mail: { language: Language; pagesOrigin: string },
): Promise<SignUpResult> {
  const parsed = v.safeParse(SignUpBodySchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issue.message }));
    const first = issues.find((issue) => FIELDS.has(issue.key))?.key ?? "email";
    return { ok: false, problem: first as SignUpField, issues };
  }
  const attempt = await signInLimits(env.DB, "member-sign-up").attempt(parsed.output.email, clientAddress(request));
  if (!attempt.allowed) return { ok: false, problem: "limited", retryAfter: attempt.retryAfter };
  const memberId = await memberStore(env.DB).register(parsed.output);
  if (!memberId) return { ok: false, problem: "taken" };
  const { email, firstName } = parsed.output;
  await mailConfirmationLink(env.DB, { memberId, email: email.trim().toLowerCase(), firstName, ...mail, change: false });
  return { ok: true, memberId, member: parsed.output };
}
