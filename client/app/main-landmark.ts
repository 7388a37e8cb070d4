// The id of the page's main region: the skip link's target, where focus goes after a navigation, and
// what the browser's first paint waits for (the worker's `<link rel="expect">`).
export const MAIN_ID = "main";
