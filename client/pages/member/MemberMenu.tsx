// The membership pages' sidebar (spec 001 §2): a list of links on wider screens, a select that goes
// to the chosen page on phones; both from the my_{product} menu's children.
import { useLingui } from "@lingui/react";
import { useId } from "react";
import { useNavigate } from "react-router";
import type { MemberPageFields } from "../../../shared/schemas/page-fields.ts";
import { Link } from "../../components/Link.tsx";

export function MemberMenu({ items }: { items: MemberPageFields["memberMenuItems"] }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const selectId = useId();
  const current = items.find((item) => item.selected)?.url ?? "";
  if (items.length === 0) return null;
  return (
    <nav className="member-page__menu" aria-label={i18n._("member.menu")}>
      <ul className="member-page__menu-list">
        {items.map((item) => (
          <li key={item.url}>
            <Link href={item.url}>{item.name}</Link>
          </li>
        ))}
      </ul>
      <div className="member-page__menu-select">
        <label htmlFor={selectId}>{i18n._("member.menu")}</label>
        <select id={selectId} value={current} onChange={(event) => navigate(event.target.value)}>
          {items.map((item) => (
            <option key={item.url} value={item.url}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
