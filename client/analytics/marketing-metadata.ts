// The global window metadata marketing tools read (spec 000 §3 "Global window metadata"): the signed-in
// member's id, their subscriber id for marketing email, the page type and its categories, kept
// current on every navigation and when the member is known.
import type { MembershipUser } from "../../shared/schemas/member.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

export interface MarketingMetadata {
  /** The portal member's id; null for a visitor who is not signed in. */
  memberId: string | null;
  /** The member's id in marketing email, only while they have agreed to marketing updates. */
  subscriberId: string | null;
  pageType: string;
  categories: string[];
}

declare global {
  interface Window {
    kaarnaMetadata?: MarketingMetadata;
  }
}

const NO_MEMBER = { memberId: null, subscriberId: null };

function update(values: Partial<MarketingMetadata>): void {
  window.kaarnaMetadata = { ...NO_MEMBER, pageType: "", categories: [], ...window.kaarnaMetadata, ...values };
}

/** The page's type and categories, as the page view reports them. */
export function setPageMetadata(model: PageModel): void {
  update({ pageType: model.pageMetadata.pageType || model.contentType.at(-1) || "", categories: model.pageMetadata.categories });
}

export function setMemberMetadata(member: MembershipUser | null): void {
  update(member ? { memberId: member.userId, subscriberId: member.marketingUpdates ? member.userId : null } : NO_MEMBER);
}
