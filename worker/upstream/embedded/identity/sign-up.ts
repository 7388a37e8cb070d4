// Sign-up at the embedded identity provider (issue 11): one rule for the sign-up page and the
// customers API's signup call. The details are checked with the storefront's own schema, attempts
// are limited like sign-ins (per address and per account), and a taken address creates nothing.
import * as v from "valibot";
import { type SignUpBody, SignUpBodySchema } from "../../../../shared/schemas/member.ts";
import { mayTrySignIn } from "../../../editor/sign-in-limits.ts";
import type { Env } from "../../../env.ts";
import { memberStore } from "./member-store.ts";

export type SignUpField = "firstName" | "lastName" | "email" | "password";

export type SignUpResult =
  | { ok: true; memberId: string; member: SignUpBody }
  | { ok: false; problem: "taken" | "limited" | SignUpField; issues?: { key: string; value: string }[] };

const FIELDS = new Set<string>(["firstName", "lastName", "email", "password"]);

export async function signUpMember(env: Env, request: Request, input: unknown): Promise<SignUpResult> {
  const parsed = v.safeParse(SignUpBodySchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => ({ key: v.getDotPath(issue) ?? "body", value: issue.message }));
    const first = issues.find((issue) => FIELDS.has(issue.key))?.key ?? "email";
    return { ok: false, problem: first as SignUpField, issues };
  }
  if (!(await mayTrySignIn(env, request, parsed.output.email))) return { ok: false, problem: "limited" };
  const memberId = await memberStore(env.DB).register(parsed.output);
  return memberId ? { ok: true, memberId, member: parsed.output } : { ok: false, problem: "taken" };
}
