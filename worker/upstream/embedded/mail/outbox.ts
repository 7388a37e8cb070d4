// The embedded backend's mail (issue 42): it has no mail server, so each mail it sends is kept in D1's
// outbox and shown at /connect/outbox (an HTML list, or JSON for `Accept: application/json`), which the
// worker serves in embedded mode only. Remote deployments never build the embedded backend, so the
// outbox, which shows every reset and confirmation link, cannot exist where real members are.
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import type { Env } from "../../../env.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Every link the text carries, so a test or a developer follows one without parsing the text. */
  links: string[];
}

/** How many mails the outbox shows: the newest, enough for a day's work on a clone. */
const SHOWN = 100;

/** The statement that sends a mail, for a batch that must send it only if the rest is written. */
export function mailStatement(db: D1Database, mail: Mail): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox (recipient, subject, body, links, sent_at) VALUES (?, ?, ?, ?, ?)")
    .bind(mail.to.trim().toLowerCase(), mail.subject, mail.text, JSON.stringify(mail.links), new Date().toISOString());
}

export async function sendMail(db: D1Database, mail: Mail): Promise<void> {
  await mailStatement(db, mail).run();
}

async function sentMail(db: D1Database, to: string | undefined): Promise<Mail[]> {
  const rows = to
    ? await db
        .prepare("SELECT recipient, subject, body, links FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?")
        .bind(to.trim().toLowerCase(), SHOWN)
        .all<{ recipient: string; subject: string; body: string; links: string }>()
    : await db
        .prepare("SELECT recipient, subject, body, links FROM outbox ORDER BY id DESC LIMIT ?")
        .bind(SHOWN)
        .all<{ recipient: string; subject: string; body: string; links: string }>();
  return rows.results.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    links: JSON.parse(row.links) as string[],
  }));
}

const wantsJson = (c: Context) => /\bapplication\/json\b/.test(c.req.header("accept") ?? "");

function outboxPage(mails: Mail[]) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />
    <title>Outbox</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/cms/editor.css" />
  </head>
  <body>
    <main class="cms-sign-in">
      <h1>Outbox</h1>
      <p>The mail the embedded backend has sent, newest first. Only a local build in embedded mode shows it.</p>
      ${
        mails.length === 0
          ? html`<p>No mail has been sent yet.</p>`
          : html`<ol reversed>
              ${mails.map(
                (mail) => html`<li>
                  <article>
                    <h2>${mail.subject}</h2>
                    <p>To: ${mail.to}</p>
                    <pre>${mail.text}</pre>
                    ${mail.links.length ? html`<ul>${mail.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>` : ""}
                  </article>
                </li>`,
              )}
            </ol>`
      }
    </main>
  </body>
</html>`;
}

export const outboxApp = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  c.header("Vary", "Accept");
  const mails = await sentMail(c.env.DB, c.req.query("to"));
  return wantsJson(c) ? c.json(mails) : c.html(outboxPage(mails));
});
