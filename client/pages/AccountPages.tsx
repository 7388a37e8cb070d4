// The pages about a person and their data in one module and one chunk: the membership pages (spec 001
// §2: d2c-my-{product}, d2c-my-order-history, d2c-my-email-preferences), the account portal
// (my-{product}), and the privacy and marketing consent pages (spec 000 §2). They are seldom the first
// page of a visit, and one registry entry for the six keeps every other page's first load smaller.
import { pageModuleName } from "../registry/page-module-name.ts";
import { MemberDetails } from "./member/MemberDetails.tsx";
import { MemberEmailPreferences } from "./member/MemberEmailPreferences.tsx";
import { MemberOrders } from "./member/MemberOrders.tsx";
import { MyAccount } from "./member/MyAccount.tsx";
import { ConsentPolicy } from "./consents/ConsentPolicy.tsx";
import { MarketingConsent } from "./consents/MarketingConsent.tsx";
import type { PageProps } from "./page-props.ts";

export function AccountPages(props: PageProps) {
  switch (pageModuleName(props.model)) {
    case "d2c-my-order-history":
      return <MemberOrders {...props} />;
    case "d2c-my-email-preferences":
      return <MemberEmailPreferences {...props} />;
    case "my-kaarna":
      return <MyAccount {...props} />;
    case "consent-policy":
      return <ConsentPolicy {...props} />;
    case "marketing-consent":
      return <MarketingConsent {...props} />;
    default:
      return <MemberDetails {...props} />;
  }
}
