// The embedded backend's outbox (issue 42): every mail it sends is kept in D1 and listed at
// /connect/outbox, as HTML or as JSON, newest first, and only in embedded mode.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "../../worker/upstream/embedded/mail/outbox.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { ADDRESS, CARDS, CheckoutShopper } from "./checkout-shopper.ts";
import { html, request } from "./helpers.ts";
import { REMOTE } from "./upstream-stand-in.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

const outbox = async (query = "") =>
  (await (await request(`/connect/outbox${query}`, { headers: { accept: "application/json" } })).json()) as SentMail[];

describe("the outbox", () => {
  it("lists each mail as JSON, newest first, with its links, and can be narrowed to one recipient", async () => {
    const to = `outbox-${crypto.randomUUID()}@example.com`;
    await sendMail(env.DB, { to, subject: "First", text: "One", links: [] });
    await sendMail(env.DB, { to: to.toUpperCase(), subject: "Second", text: "Two <b>", links: ["http://shop.test/x?token=1"] });
    const response = await request(`/connect/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual([
      { to, subject: "Second", text: "Two <b>", links: ["http://shop.test/x?token=1"] },
      { to, subject: "First", text: "One", links: [] },
    ]);
    expect((await outbox()).slice(0, 2).map((mail) => mail.subject)).toEqual(["Second", "First"]);
  });

  it("is an HTML page for a browser, every value escaped and every link followable", async () => {
    const to = `outbox-${crypto.randomUUID()}@example.com`;
    await sendMail(env.DB, { to, subject: "<script>x</script>", text: "Hello", links: ["http://shop.test/reset?token=a&b=c"] });
    const { response, text } = await html(`/connect/outbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(text).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(text).not.toContain("<script>x");
    expect(text).toContain('<a href="http://shop.test/reset?token=a&amp;b=c">');
    expect(text).toContain('<meta name="referrer" content="no-referrer" />');
  });

  it("keeps the order confirmation of a placed order", async () => {
    const buyer = new CheckoutShopper();
    await buyer.add("K1001-100", 1);
    await buyer.details();
    await buyer.ship();
    await buyer.pay(CARDS.approved);
    const { orderNumber } = (await (await buyer.order()).json()) as { orderNumber: string };
    const mail = (await outbox(`?to=${ADDRESS.email}`)).find((sent) => sent.subject.includes(orderNumber));
    expect(mail).toMatchObject({ to: ADDRESS.email, subject: `Order confirmation ${orderNumber}` });
    expect(mail?.text).toContain(orderNumber);
  });

  it("does not exist in remote mode", async () => {
    const response = await request("/connect/outbox", { headers: { accept: "application/json" } }, REMOTE);
    expect(response.status).toBe(404);
  });
});
