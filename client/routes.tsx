// The one route table the worker and the browser share (React Router data mode).
import type { RouteObject } from "react-router";
import { pageLoader, pageShouldRevalidate } from "./app/page-loader.ts";
import { PageView } from "./app/PageView.tsx";
import { RootError } from "./app/RootError.tsx";
import { RootLayout } from "./app/RootLayout.tsx";

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      {
        id: "page",
        path: "*",
        loader: pageLoader,
        shouldRevalidate: pageShouldRevalidate,
        Component: PageView,
      },
    ],
  },
];
