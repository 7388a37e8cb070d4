// The top of a content page: its h1 and the plain-text intro.
import type { ReactNode } from "react";

export function PageIntro({ title, intro, children }: { title: string; intro?: string | null; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1 className="page-intro__title">{title}</h1>
      {children}
      {intro ? <p className="page-intro__lead">{intro}</p> : null}
    </header>
  );
}
