// back-button-navigation-block: back in the shop's own history, or to fallbackUrl (else the start page)
// when the shopper arrived here directly.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { BackButtonNavigationBlockFields } from "../../shared/schemas/blocks.ts";
import { usePageModel } from "../app/page-context.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import type { BlockProps } from "./block-props.ts";
import { Link } from "../components/Link.tsx";
import { useLingui } from "@lingui/react";
import "./BackButtonNavigationBlock.css";

export function BackButtonNavigationBlock({ block }: BlockProps<BackButtonNavigationBlockFields>) {
  const fields = block;
  const model = usePageModel();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // React Router numbers its history entries; idx 0 means this page opened the session (or a new tab).
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <BlockContainer>
      {/* A real link: it works before hydration, on middle click and when there is no history. */}
      <Link
        href={fields.fallbackUrl ?? model.navigation.currentLanguageStartPage}
        prefetch={false}
        className="back-button-navigation-block"
        onClick={goBack}
      >
        <span aria-hidden="true">←</span> {fields.label ?? i18n._("blocks.back")}
      </Link>
    </BlockContainer>
  );
}
