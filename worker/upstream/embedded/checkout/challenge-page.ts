// The demo provider's 3-D Secure challenge (GET /payment/3ds/challenge?ref=): a plain HTML page with
// Approve and Cancel links that return through the storefront's callback with a signed redirectResult.
// No script, so the storefront's CSP needs no exception.
import type { Language } from "../../../../shared/languages.ts";
import { money } from "../commerce/format.ts";
import { signRedirectResult } from "./payments.ts";

const TEXTS: Record<Language, { title: string; intro: string; amount: string; approve: string; cancel: string; gone: string }> = {
  fi: {
    title: "Vahvista maksu",
    intro: "Demopankki: vahvista korttimaksu.",
    amount: "Summa",
    approve: "Hyväksy",
    cancel: "Peruuta",
    gone: "Maksua ei löytynyt tai se on jo käsitelty.",
  },
  en: {
    title: "Confirm the payment",
    intro: "Demo bank: confirm the card payment.",
    amount: "Amount",
    approve: "Approve",
    cancel: "Cancel",
    gone: "The payment was not found or has already been handled.",
  },
  sv: {
    title: "Bekräfta betalningen",
    intro: "Demobank: bekräfta kortbetalningen.",
    amount: "Belopp",
    approve: "Godkänn",
    cancel: "Avbryt",
    gone: "Betalningen hittades inte eller har redan hanterats.",
  },
};

const CALLBACK = "/payment/authentication/callback";

export async function challengePage(
  db: D1Database,
  ref: string,
  language: Language,
): Promise<{ status: 200 | 404; html: string }> {
  const texts = TEXTS[language];
  const payment = /^[0-9a-f-]{36}$/.test(ref)
    ? await db
        .prepare("SELECT amount_cents, currency FROM checkout_payments WHERE ref = ? AND status = 'pending'")
        .bind(ref)
        .first<{ amount_cents: number; currency: string }>()
    : null;
  const page = (body: string) =>
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${texts.title}</title></head><body><main><h1>${texts.title}</h1>${body}</main></body></html>`;
  if (!payment) return { status: 404, html: page(`<p>${texts.gone}</p>`) };
  const link = async (outcome: "approve" | "cancel") =>
    `${CALLBACK}?redirectResult=${encodeURIComponent(await signRedirectResult(db, ref, outcome))}&amp;language=${language}`;
  return {
    status: 200,
    html: page(
      `<p>${texts.intro}</p><p>${texts.amount}: <strong>${money(payment.amount_cents, language, payment.currency)}</strong></p>` +
        `<p><a href="${await link("approve")}" id="approve">${texts.approve}</a> <a href="${await link("cancel")}" id="cancel">${texts.cancel}</a></p>`,
    ),
  };
}
