// A location's lunch menus (spec 001 §3 lunchLists), one accordion item each; none, nothing at all.
import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { LunchList } from "../../../shared/schemas/locations.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { RichText } from "../../components/RichText.tsx";

export function LunchMenus({ lunchLists }: { lunchLists: readonly LunchList[] }) {
  const { i18n } = useLingui();
  const id = useId();
  if (!lunchLists.length) return null;
  return (
    <section className="location-page__lunch" aria-labelledby={id}>
      <h2 id={id}>{i18n._("locations.lunch.title")}</h2>
      <Accordion
        items={lunchLists.map((list) => ({
          title: list.title,
          content: list.mainBody ? <RichText html={list.mainBody} /> : null,
        }))}
      />
    </section>
  );
}
