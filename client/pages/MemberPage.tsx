// The membership page types (spec 001 §2: d2c-my-{product}, d2c-my-order-history,
// d2c-my-email-preferences) in one module and one chunk: they share their layout, and one registry
// entry for the three keeps every other page's first load smaller.
import { pageModuleName } from "../registry/page-module-name.ts";
import { MemberDetails } from "./member/MemberDetails.tsx";
import { MemberEmailPreferences } from "./member/MemberEmailPreferences.tsx";
import { MemberOrders } from "./member/MemberOrders.tsx";
import type { PageProps } from "./page-props.ts";

export function MemberPage(props: PageProps) {
  switch (pageModuleName(props.model)) {
    case "d2c-my-order-history":
      return <MemberOrders {...props} />;
    case "d2c-my-email-preferences":
      return <MemberEmailPreferences {...props} />;
    default:
      return <MemberDetails {...props} />;
  }
}
