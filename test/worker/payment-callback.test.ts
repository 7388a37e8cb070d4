// The 3-D Secure return: the callback sends the shopper to the checkout page the CMS's navigation
// names for the language, keeping redirectResult, whatever that page is called; here a remote CMS
// (the stand-in, forwarding to the embedded backend) names another path than the demo site's.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { purgeAllPageModels } from "../../worker/cache/purge.ts";
import { request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

// Each test's CMS names its own checkout: no page model kept from the one before.
beforeEach(async () => {
  await purgeAllPageModels(env.PAGE_MODELS);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The stand-in CMS: the embedded backend's answers, with the Swedish navigation's checkout elsewhere. */
function cmsWithCheckoutAt(checkoutPageUrl: string | null) {
  return standIn(async (call) => {
    const answer = await forwarding(call);
    const url = new URL(call.url);
    if (url.pathname !== "/api/cda/content" || url.searchParams.get("contentUrl") !== "/sv") return answer;
    const model = (await answer.json()) as { navigation: Record<string, unknown> };
    model.navigation.checkoutPageUrl = checkoutPageUrl;
    return Response.json(model);
  });
}

const callback = (query: string) =>
  request(`/payment/authentication/callback?${query}`, { redirect: "manual" }, REMOTE).then((response) => ({
    status: response.status,
    location: response.headers.get("location"),
  }));

describe("the 3-D Secure callback", () => {
  it("goes to the checkout page the CMS names, with its query and the redirectResult, even when written absolute", async () => {
    cmsWithCheckoutAt("https://cms.example/sv/handla/betala?steg=2");
    expect(await callback("redirectResult=ref-1.approve.c2lnbmF0dXJl&language=sv")).toEqual({
      status: 302,
      location: "/sv/handla/betala?steg=2&redirectResult=ref-1.approve.c2lnbmF0dXJl",
    });
    // A redirectResult that is not one is left out; the shopper still lands on the checkout.
    expect(await callback("redirectResult=%3Cscript%3E&language=sv")).toEqual({
      status: 302,
      location: "/sv/handla/betala?steg=2",
    });
  });

  it("goes to the embedded site's own checkout of the language", async () => {
    const response = await request("/payment/authentication/callback?redirectResult=abc&language=fi", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fi/kassa?redirectResult=abc");
  });

  it("says the checkout cannot be reached, rather than guessing a page, when the CMS names none", async () => {
    cmsWithCheckoutAt(null);
    const refused = await callback("redirectResult=abc&language=sv");
    expect(refused.status).toBe(502);
    expect(refused.location).toBeNull();
  });
});
