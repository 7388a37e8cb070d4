// The embedded CMS's two pages, sign-in and editor: plain HTML with hono/html, which
// escapes every interpolated value. The CMS's own interface is in English, as a vendor's CMS would be.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Editor } from "./editor-store.ts";

export interface EditableBlock {
  id: number;
  name: string;
  type: string;
  field: "heading" | "title";
  value: string;
}

export interface EditorView {
  editor: Editor;
  pages: { id: number; url: string; name: string }[];
  page: { id: number; url: string; name: string };
  blocks: EditableBlock[];
  previewSrc: string | null;
  nonce: string;
}

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const layout = (title: string, nonce: string, body: Html, script = false) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Kaarna CMS</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/cms/editor.css" />
    ${script ? html`<script type="module" src="/cms/editor.js" nonce="${nonce}"></script>` : ""}
  </head>
  <body>
    ${body}
  </body>
</html>`;

export function signInPage(nonce: string, options: { failed?: boolean; limited?: boolean; email?: string } = {}) {
  const problem = options.limited
    ? "Too many sign-in attempts. Wait a while and try again."
    : options.failed
      ? "The email address or password is wrong."
      : null;
  return layout(
    "Sign in",
    nonce,
    html`<main class="cms-sign-in">
      <h1>Kaarna CMS</h1>
      <form method="post" action="/cms/sign-in">
        <h2>Sign in to edit the site</h2>
        ${problem ? html`<p role="alert" id="sign-in-error">${problem}</p>` : ""}
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="255" value="${options.email ?? ""}"
          ${problem ? html`aria-describedby="sign-in-error"` : ""} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255" />
        <button type="submit">Sign in</button>
      </form>
    </main>`,
  );
}

export function editorPage(view: EditorView) {
  const { editor, pages, page, blocks, previewSrc, nonce } = view;
  return layout(
    `Editing ${page.name}`,
    nonce,
    html`<header class="cms-header">
        <p><strong>Kaarna CMS</strong> · Signed in as ${editor.name} (${editor.email})</p>
        <form method="post" action="/cms/sign-out"><button type="submit">Sign out</button></form>
      </header>
      <main class="cms-editor">
        <div class="cms-panel">
          <h1>Editing “${page.name}”</h1>
          <form method="get" action="/cms/editor">
            <label for="path">Page</label>
            <select id="path" name="path">
              ${pages.map((option) => html`<option value="${option.url}" ${option.url === page.url ? "selected" : ""}>${option.url} · ${option.name}</option>`)}
            </select>
            <button type="submit">Open</button>
          </form>
          <h2>Blocks</h2>
          ${blocks.length === 0 ? html`<p>This page has no block with a heading to edit.</p>` : ""}
          ${blocks.map(
            (block) => html`<form class="cms-block" data-block-id="${block.id}" data-field="${block.field}">
              <fieldset>
                <legend>${block.name} (${block.type})</legend>
                <label for="block-${block.id}">${block.field === "title" ? "Title" : "Heading"}</label>
                <input id="block-${block.id}" name="value" required maxlength="200" value="${block.value}" />
                <button type="submit">Save draft</button>
              </fieldset>
            </form>`,
          )}
          <button type="button" id="publish" data-page-id="${page.id}">Publish</button>
          <p role="status" id="cms-status"></p>
        </div>
        ${
          previewSrc
            ? html`<iframe class="cms-preview" title="Preview of ${page.name}" src="${previewSrc}"></iframe>`
            : html`<p role="alert">Preview is not set up on this site (PREVIEW_TOKEN_SECRET is missing).</p>`
        }
      </main>`,
    true,
  );
}
