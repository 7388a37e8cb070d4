// What a page needs only once it is interactive, loaded after hydration and off the first load:
// the connection notices and the bridge that keeps other tabs' carts in step.
import { ShopEventsBridge } from "../shop/cart/ShopEventsBridge.tsx";
import { ConnectionNotices } from "./ConnectionNotices.tsx";

export function AfterHydration() {
  return (
    <>
      <ConnectionNotices />
      <ShopEventsBridge />
    </>
  );
}
