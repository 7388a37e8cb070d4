// my-kaarna, the portal page (in the membership pages' chunk) (spec 001 §2 "My account page", §4): hero, intro and body, then the
// login box for a visitor or the embedded profile widget for a member. The server's HTML holds the
// page's content and an empty placeholder for everyone; who is signed in is asked in the browser.
// In an editor's edit mode the login box and the error message always show, each property marked
// for the CMS's edit hooks (spec 001 §6), so the editor can edit texts visitors see only sometimes.
import { useLingui } from "@lingui/react";
import type { MyAccountPageFields } from "../../../shared/schemas/page-fields.ts";
import { useEditMode, usePageModel } from "../../app/page-context.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Link } from "../../components/Link.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { RichText } from "../../components/RichText.tsx";
import { useMemberStatus } from "./useMemberStatus.ts";
import { ForgotPassword } from "./ForgotPassword.tsx";
import { ProfileWidget } from "../my-account/ProfileWidget.tsx";
import type { PageProps } from "../page-props.ts";
import "../my-account/MyAccountPage.css";

export function MyAccount({ model: page }: PageProps<MyAccountPageFields>) {
  const status = useMemberStatus();
  const editMode = useEditMode();
  const widget = page.myKaarnaPageMetadata;
  return (
    <article className="page my-account">
      {page.heroImage ? <CmsImage image={page.heroImage} preset="banner" className="my-account__hero" priority /> : null}
      <div className="page__container page__container--narrow">
        <PageIntro title={page.topic ?? page.name} intro={page.mainIntro} />
        {page.introImage ? <CmsImage image={page.introImage} preset="half" className="my-account__intro-image" /> : null}
        {page.mainBody ? <RichText html={page.mainBody} className="page__body" /> : null}
        {status === "visitor" || editMode ? <LoginBox page={page} editMode={editMode} /> : null}
        {editMode ? (
          <p className="my-account__error" data-epi-property-name="errorMessage">
            {page.errorMessage}
          </p>
        ) : null}
        {status === "member" && widget ? (
          <ProfileWidget settings={widget} language={page.metadata.currentLanguage} errorMessage={page.errorMessage} />
        ) : null}
        {status === "unknown" && !editMode ? <div className="my-account__placeholder" aria-busy="true" /> : null}
      </div>
    </article>
  );
}

/** The CMS's edit hook on one of the page's properties, only in an editor's edit-mode view. */
const property = (editMode: boolean, name: keyof MyAccountPageFields) => (editMode ? { "data-epi-property-name": name } : {});

function LoginBox({ page, editMode }: { page: PageProps<MyAccountPageFields>["model"]; editMode: boolean }) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const loginPageUrl = page.myKaarnaPageMetadata?.loginPageUrl ?? navigation.loginPageUrl;
  return (
    <section className="my-account__login" aria-labelledby="my-account-login-title">
      <h2 id="my-account-login-title" {...property(editMode, "loginTitle")}>
        {page.loginTitle ?? i18n._("member.login.title")}
      </h2>
      <p {...property(editMode, "loginIntro")}>{page.loginIntro ?? i18n._("member.login.text")}</p>
      {loginPageUrl ? (
        <Link href={loginPageUrl} className="button-link button-link--primary" prefetch={false}>
          {i18n._("member.login.button")}
        </Link>
      ) : null}
      {editMode ? null : <ForgotPassword />}
    </section>
  );
}
