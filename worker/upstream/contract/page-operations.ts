// What the browser reaches of the upstream through the worker in embedded mode (in production the
// provider and the CMS have their own sites and the browser goes there): the identity provider's
// sign-in, sign-up and password pages, the outbox, the account widget's profile calls, the CMS's editor, and the
// CMS's image service, which page models name by address in both modes.
import * as v from "valibot";
import { LANGUAGE, type Answer, json, problem, SERVER_FAILURE, type UpstreamOperation } from "./upstream-operation.ts";

const page = (description: string): Answer => ({ description, type: "text/html" });
const refusal = (description: string): Answer => ({ description, type: "text/plain" });
const redirect = (description: string): Answer => ({ description, headers: { location: "Where the browser goes next." } });
const NOT_FROM_ITS_PAGE = { "403": refusal("The form was not sent from the page's own origin.") };
const TOO_MANY = { "429": page("The page again: too many attempts, wait a minute (Retry-After).") };

/** The provider's form posts: the authorization request's parameters travel in hidden fields. */
const FormPost = v.record(v.string(), v.string());

const Profile = v.object({
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  street: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
});

const picture = (id: string, path: string, pathParameters: v.ObjectSchema<v.ObjectEntries, undefined>): UpstreamOperation => ({
  id,
  method: "get",
  path,
  tag: "pictures",
  summary: "A picture at a width (the CMS's resize parameter)",
  description:
    "Page models name pictures by address; the browser adds ?width= in 64 px steps for its srcset. A CMS on its own site answers at its own origin; the embedded one's are served by the worker.",
  pathParameters,
  query: v.object({ width: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/))) }),
  answers: {
    "200": { description: "The rendition at the next 64 px step (WebP), or the drawing itself.", type: "image/*" },
    "400": refusal("A width that is not 1–3072 whole pixels."),
    "404": refusal("No such picture."),
    ...SERVER_FAILURE,
  },
});

const Name = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

export const PAGE_OPERATIONS: UpstreamOperation[] = [
  picture("picture", "/media/{name}.webp", v.object({ name: Name })),
  picture("pictureInFolder", "/media/{folder}/{name}.webp", v.object({ folder: Name, name: Name })),
  {
    id: "authorizePage",
    method: "get",
    path: "/connect/authorize",
    tag: "pages",
    summary: "The provider's sign-in page (its sign-up page with prompt=create)",
    description: "OpenID Connect's authorization request with PKCE (S256), as the worker's /api/auth/sign-in builds it.",
    query: v.object({
      response_type: v.literal("code"),
      client_id: v.literal("storefront"),
      redirect_uri: v.pipe(v.string(), v.url(), v.description("The worker's /api/auth/callback on the site's origin.")),
      scope: v.string(),
      state: v.string(),
      code_challenge: v.string(),
      code_challenge_method: v.literal("S256"),
      ui_locales: v.optional(LANGUAGE),
      prompt: v.optional(v.literal("create")),
    }),
    answers: { "200": page("The page."), "400": refusal("An authorization request the provider refuses."), ...SERVER_FAILURE },
  },
  ...(
    [
      ["signIn", "/connect/authorize", "The sign-in form's post"],
      ["signUp", "/connect/register", "The sign-up form's post"],
    ] as const
  ).map(
    ([id, path, summary]): UpstreamOperation => ({
      id,
      method: "post",
      path,
      tag: "pages",
      summary,
      body: { type: "application/x-www-form-urlencoded", schema: FormPost },
      answers: {
        "302": redirect("Back to the worker's callback with a one-time code and the state."),
        "400": page("The page again, saying what to fix."),
        "401": page("The page again: the address or password is wrong."),
        "409": page("The page again: the address already has a membership."),
        ...NOT_FROM_ITS_PAGE,
        ...TOO_MANY,
        ...SERVER_FAILURE,
      },
    }),
  ),
  {
    id: "passwordPage",
    method: "get",
    path: "/connect/password",
    tag: "pages",
    summary: "The provider's password-change page",
    query: v.object({ ui_locales: v.optional(LANGUAGE), return_to: v.optional(v.string()) }),
    answers: { "200": page("The page."), ...SERVER_FAILURE },
  },
  {
    id: "changePassword",
    method: "post",
    path: "/connect/password",
    tag: "pages",
    summary: "The password-change form's post: the current password, then the new one; every session ends",
    body: { type: "application/x-www-form-urlencoded", schema: FormPost },
    answers: {
      "200": page("Changed."),
      "400": page("The new password does not qualify."),
      "401": page("The current password is wrong."),
      ...NOT_FROM_ITS_PAGE,
      ...TOO_MANY,
      ...SERVER_FAILURE,
    },
  },
  {
    id: "forgotPasswordPage",
    method: "get",
    path: "/connect/forgot",
    tag: "pages",
    summary: "The provider's forgotten-password page (linked from its sign-in page)",
    query: v.object({ ui_locales: v.optional(LANGUAGE) }),
    answers: { "200": page("The page."), ...SERVER_FAILURE },
  },
  {
    id: "forgotPassword",
    method: "post",
    path: "/connect/forgot",
    tag: "pages",
    summary: "The forgotten-password form's post: the same answer for every address; a member is mailed a reset link",
    body: { type: "application/x-www-form-urlencoded", schema: FormPost },
    answers: {
      "200": page("Sent, if the address has an account."),
      "400": page("Not an email address."),
      ...NOT_FROM_ITS_PAGE,
      ...TOO_MANY,
      ...SERVER_FAILURE,
    },
  },
  {
    id: "resetPasswordPage",
    method: "get",
    path: "/connect/reset",
    tag: "pages",
    summary: "The reset link's page: a new password (opening it uses nothing up)",
    query: v.object({ token: v.optional(v.string()), ui_locales: v.optional(LANGUAGE) }),
    answers: { "200": page("The page."), "404": page("The link has expired or has been used."), ...SERVER_FAILURE },
  },
  {
    id: "resetPassword",
    method: "post",
    path: "/connect/reset",
    tag: "pages",
    summary: "The reset page's post: the link is used up, the password set, every session of the member ends",
    body: { type: "application/x-www-form-urlencoded", schema: FormPost },
    answers: {
      "200": page("Changed."),
      "400": page("The new password does not qualify; the link still works."),
      "404": page("The link has expired or has been used."),
      ...NOT_FROM_ITS_PAGE,
      ...SERVER_FAILURE,
    },
  },
  {
    id: "confirmEmailPage",
    method: "get",
    path: "/connect/confirm",
    tag: "pages",
    summary: "An email confirmation link's page: a button (opening it uses nothing up)",
    query: v.object({ token: v.optional(v.string()), ui_locales: v.optional(LANGUAGE) }),
    answers: { "200": page("The page."), "404": page("The link has expired or has been used."), ...SERVER_FAILURE },
  },
  {
    id: "confirmEmail",
    method: "post",
    path: "/connect/confirm",
    tag: "pages",
    summary: "Confirm the address: the member's own, or a new one that then replaces it",
    body: { type: "application/x-www-form-urlencoded", schema: FormPost },
    answers: {
      "200": page("Confirmed."),
      "404": page("The link has expired or has been used."),
      "409": page("The new address belongs to another member by now: nothing changed."),
      ...NOT_FROM_ITS_PAGE,
      ...SERVER_FAILURE,
    },
  },
  ...(["get", "post"] as const).map(
    (method): UpstreamOperation => ({
      id: method === "get" ? "widgetProfile" : "saveWidgetProfile",
      method,
      path: "/connect/widget/{language}/profile",
      tag: "pages",
      summary:
        method === "get" ? "The account widget reads the member's profile" : "The account widget saves the member's profile",
      pathParameters: v.object({ language: LANGUAGE }),
      headers: { "x-widget-user": { description: "The widget's key (memberWidgetData).", required: true } },
      ...(method === "post"
        ? { body: { type: "application/json" as const, schema: v.record(v.string(), v.nullable(v.string())) } }
        : {}),
      answers: {
        "200": json("The profile.", Profile),
        "400": problem("A profile the provider refuses."),
        "401": problem("The widget's key is missing, wrong or expired."),
        "403": problem("Saved from another origin than the shop's pages."),
        ...SERVER_FAILURE,
      },
    }),
  ),
  {
    id: "outbox",
    method: "get",
    path: "/connect/outbox",
    tag: "pages",
    summary: "The embedded backend's outbox: every mail it sent (a real backend sends mail instead)",
    description: "Newest first: an HTML page, or JSON [{ to, subject, text, links }] when Accept asks for application/json.",
    query: v.object({ to: v.optional(v.pipe(v.string(), v.description("Only the mail sent to this address."))) }),
    answers: { "200": { description: "The mail." }, ...SERVER_FAILURE },
  },
  {
    id: "cmsSignInPage",
    method: "get",
    path: "/cms/sign-in",
    tag: "pages",
    summary: "The embedded CMS's sign-in page (a real CMS has its own)",
    answers: { "200": page("The page."), ...SERVER_FAILURE },
  },
  {
    id: "cmsSignIn",
    method: "post",
    path: "/cms/sign-in",
    tag: "pages",
    summary: "The CMS sign-in form's post",
    body: { type: "application/x-www-form-urlencoded", schema: v.object({ email: v.string(), password: v.string() }) },
    answers: {
      "303": redirect("To the editor, with the editor's session cookie."),
      "401": page("The page again: the address or password is wrong."),
      ...NOT_FROM_ITS_PAGE,
      ...TOO_MANY,
      ...SERVER_FAILURE,
    },
  },
  {
    id: "cmsSignOut",
    method: "post",
    path: "/cms/sign-out",
    tag: "pages",
    summary: "Sign the editor out",
    answers: { "303": redirect("To the sign-in page."), ...NOT_FROM_ITS_PAGE, ...SERVER_FAILURE },
  },
  {
    id: "cmsEditor",
    method: "get",
    path: "/cms/editor",
    tag: "pages",
    summary: "The editor: a page's blocks beside its preview",
    query: v.object({ path: v.optional(v.string()) }),
    answers: { "200": page("The editor."), "303": redirect("To the sign-in page, for a visitor."), ...SERVER_FAILURE },
  },
  ...(
    [
      [
        "cmsSaveDraft",
        "/cms/api/drafts/{id}",
        "Save a block's draft",
        v.object({ field: v.picklist(["heading", "title"]), value: v.string() }),
        v.object({ saved: v.number() }),
      ],
      [
        "cmsPublish",
        "/cms/api/publish/{id}",
        "Publish a page's drafts; the CMS then calls the site's webhook",
        v.object({}),
        v.object({ published: v.number(), purged: v.boolean() }),
      ],
    ] as const
  ).map(
    ([id, path, summary, body, answer]): UpstreamOperation => ({
      id,
      method: "post",
      path,
      tag: "pages",
      summary,
      pathParameters: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/)) }),
      body: { type: "application/json", schema: body },
      answers: {
        "200": json("Done.", answer),
        "400": problem("Not a draft the CMS keeps."),
        "401": problem("Sign in to the CMS first."),
        "403": refusal("Not sent from the CMS's own page."),
        "404": problem("No such block or page."),
        "415": problem("Not JSON."),
        ...SERVER_FAILURE,
      },
    }),
  ),
];
