// my-kaarna, the portal page (in the membership pages' chunk) (spec 001 §2 "My account page", §4): hero, intro and body, then the
// login box for a visitor or the embedded profile widget for a member. The server's HTML holds the
// page's content and an empty placeholder for everyone; who is signed in is asked in the browser.
import { useLingui } from "@lingui/react";
import type { MyAccountPageFields } from "../../../shared/schemas/page-fields.ts";
import { usePageModel } from "../../app/page-context.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Link } from "../../components/Link.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";
import { RichText } from "../../components/RichText.tsx";
import { useMemberStatus } from "./useMemberStatus.ts";
import { ProfileWidget } from "../my-account/ProfileWidget.tsx";
import type { PageProps } from "../page-props.ts";
import "../my-account/MyAccountPage.css";

export function MyAccount({ model }: PageProps) {
  const page = model as PageProps["model"] & MyAccountPageFields;
  const status = useMemberStatus();
  const widget = page.myKaarnaPageMetadata;
  return (
    <article className="page my-account">
      {page.heroImage ? <CmsImage image={page.heroImage} className="my-account__hero" priority /> : null}
      <div className="page__container page__container--narrow">
        <PageIntro title={page.topic ?? page.name} intro={page.mainIntro} />
        {page.introImage ? <CmsImage image={page.introImage} className="my-account__intro-image" /> : null}
        {page.mainBody ? <RichText html={page.mainBody} className="page__body" /> : null}
        {status === "visitor" ? <LoginBox page={page} /> : null}
        {status === "member" && widget ? (
          <ProfileWidget settings={widget} language={page.metadata.currentLanguage} errorMessage={page.errorMessage} />
        ) : null}
        {status === "unknown" ? <div className="my-account__placeholder" aria-busy="true" /> : null}
      </div>
    </article>
  );
}

function LoginBox({ page }: { page: PageProps["model"] & MyAccountPageFields }) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const loginPageUrl = page.myKaarnaPageMetadata?.loginPageUrl ?? navigation.loginPageUrl;
  return (
    <section className="my-account__login" aria-labelledby="my-account-login-title">
      <h2 id="my-account-login-title">{page.loginTitle ?? i18n._("member.login.title")}</h2>
      <p>{page.loginIntro ?? i18n._("member.login.text")}</p>
      {loginPageUrl ? (
        <Link href={loginPageUrl} className="button-link button-link--primary" prefetch={false}>
          {i18n._("member.login.button")}
        </Link>
      ) : null}
    </section>
  );
}
