// Sign-in attempts limited per client address and per account (Workers' rate-limiting bindings,
// decision 039): checked before the password is, so a refused attempt costs no hash and tells nothing.
import type { Env } from "../env.ts";

/** Whether another attempt may be made now from this address at this account. */
export async function mayTrySignIn(
  env: Pick<Env, "SIGN_IN_BY_ADDRESS" | "SIGN_IN_BY_ACCOUNT">,
  request: Request,
  account: string,
): Promise<boolean> {
  // Cloudflare sets cf-connecting-ip; a local run has none and shares one counter.
  const address = request.headers.get("cf-connecting-ip") ?? "local";
  const [byAddress, byAccount] = await Promise.all([
    env.SIGN_IN_BY_ADDRESS.limit({ key: `address:${address}` }),
    env.SIGN_IN_BY_ACCOUNT.limit({ key: `account:${account.trim().toLowerCase()}` }),
  ]);
  return byAddress.success && byAccount.success;
}
