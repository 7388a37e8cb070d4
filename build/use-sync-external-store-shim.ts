// @lingui/react imports `use-sync-external-store/shim`, the hook's polyfill for React before 18. React
// 19 has the hook itself, so the shim's 0.2 KB gzip (in every page's first load) is replaced by it.
export { useSyncExternalStore } from "react";
