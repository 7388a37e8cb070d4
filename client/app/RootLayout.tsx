// The layout around every page: the page itself, and the loading overlay over it during navigation.
import { Outlet } from "react-router";
import { ShopEventsBridge } from "../shop/cart/ShopEventsBridge.tsx";
import { ConnectionNotices } from "./ConnectionNotices.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

export function RootLayout() {
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <ConnectionNotices />
      <ShopEventsBridge />
    </>
  );
}
