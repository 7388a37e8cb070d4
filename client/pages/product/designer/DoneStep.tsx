// Done mode: the tablet is in the cart; go to checkout or the start page, design another tablet, or
// send the same design to someone else.
import type { Ref } from "react";
import type { PageModel } from "../../../../shared/schemas/page-model.ts";
import { Link } from "../../../components/Link.tsx";
import { buttonLinkClass } from "../../../components/ButtonLink.tsx";
import { useLingui } from "@lingui/react";

export interface DoneStepProps {
  model: PageModel;
  onNewTablet: () => void;
  onNewRecipient: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function DoneStep({ model, onNewTablet, onNewRecipient, headingRef }: DoneStepProps) {
  const { i18n } = useLingui();
  const { checkoutPageUrl, currentLanguageStartPage } = model.navigation;
  return (
    <section className="tablet-designer__step" aria-labelledby="tablet-done-heading">
      <h2 id="tablet-done-heading" ref={headingRef} tabIndex={-1} className="tablet-designer__heading">
        {i18n._("tablet.done.heading")}
      </h2>
      <p className="tablet-designer__intro">{i18n._("tablet.done.text")}</p>
      <div className="tablet-designer__actions">
        {checkoutPageUrl ? (
          <Link href={checkoutPageUrl} className={buttonLinkClass("primary")}>
            {i18n._("tablet.done.checkout")}
          </Link>
        ) : null}
        <Link href={currentLanguageStartPage} className={buttonLinkClass("secondary")}>
          {i18n._("tablet.done.start")}
        </Link>
      </div>
      <div className="tablet-designer__actions">
        <button type="button" className="tablet-designer__button" onClick={onNewRecipient}>
          {i18n._("tablet.done.new-recipient")}
        </button>
        <button type="button" className="tablet-designer__button" onClick={onNewTablet}>
          {i18n._("tablet.done.new-tablet")}
        </button>
      </div>
    </section>
  );
}
