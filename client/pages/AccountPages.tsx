// The membership page types (spec 001 §2: d2c-my-{product}, d2c-my-order-history,
// d2c-my-email-preferences) and the account portal (my-{product}) in one module and one chunk: they
// share the member status and the login card, and one registry entry for the four keeps every other
// page's first load smaller.
import { pageModuleName } from "../registry/page-module-name.ts";
import { MemberDetails } from "./member/MemberDetails.tsx";
import { MemberEmailPreferences } from "./member/MemberEmailPreferences.tsx";
import { MemberOrders } from "./member/MemberOrders.tsx";
import { MyAccount } from "./member/MyAccount.tsx";
import type { PageProps } from "./page-props.ts";

export function MemberPage(props: PageProps) {
  switch (pageModuleName(props.model)) {
    case "d2c-my-order-history":
      return <MemberOrders {...props} />;
    case "d2c-my-email-preferences":
      return <MemberEmailPreferences {...props} />;
    case "my-kaarna":
      return <MyAccount {...props} />;
    default:
      return <MemberDetails {...props} />;
  }
}
