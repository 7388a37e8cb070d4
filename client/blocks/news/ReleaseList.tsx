// A news block's releases as a list of cards, or what stands in for them: a placeholder while the
// first page loads, a message when it failed or nothing matched.
import { useLingui } from "@lingui/react";
import type { ReleaseSummary } from "../../../shared/schemas/press-releases.ts";
import { ReleaseCard } from "./ReleaseCard.tsx";

export interface ReleaseListProps {
  releases: ReleaseSummary[] | undefined;
  failed: boolean;
  releasePageUrl: string | null;
  headingLevel: number;
  /** Said when the list is empty: no releases at all, or none that match the filters. */
  emptyText: string;
}

export function ReleaseList({ releases, failed, releasePageUrl, headingLevel, emptyText }: ReleaseListProps) {
  const { i18n } = useLingui();
  if (failed && !releases?.length) {
    return (
      <p role="alert" className="news-block__message">
        {i18n._("news.list.failed")}
      </p>
    );
  }
  if (!releases) {
    return (
      <p className="news-block__message news-block__message--loading" aria-busy="true">
        {i18n._("news.list.loading")}
      </p>
    );
  }
  if (!releases.length) return <p className="news-block__message">{emptyText}</p>;
  return (
    <ul className="release-list">
      {releases.map((release) => (
        <li key={release.id} className="release-list__item">
          <ReleaseCard release={release} releasePageUrl={releasePageUrl} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
