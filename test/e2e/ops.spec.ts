// The ops page in Chromium against the built worker in embedded mode: 401 without the ops password,
// and with it the charts (images with their names) and their numbers, a demo day on a fresh server.
import { test as base } from "@playwright/test";
import { E2E_OPS_PASSWORD, OpsPage } from "./fixtures/ops.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures/storefront.ts";

base("/ops answers 401 without ops credentials", async ({ request }) => {
  const response = await request.get("/ops");
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toContain("Basic");
});

test.describe("with the ops password", () => {
  test.use({ httpCredentials: { username: "ops", password: E2E_OPS_PASSWORD }, locale: "en-GB" });

  test("shows p75 web vitals per page type, the cache's answers and the upstream, as charts with their numbers", async ({
    page,
  }) => {
    // A long page of tables and charts: axe reads every cell of it.
    test.slow();
    const ops = new OpsPage(page);
    const response = await ops.open();
    expect(response?.status()).toBe(200);
    await expect(ops.heading).toHaveText("Kaarna operations");

    const vitals = ops.section("What shoppers feel");
    for (const [metric, name] of [
      ["LCP", "Largest contentful paint (LCP)"],
      ["INP", "Interaction to next paint (INP)"],
      ["CLS", "Cumulative layout shift (CLS)"],
    ] as const) {
      await expect(vitals.getByRole("heading", { level: 3, name })).toBeVisible();
      const title = `p75 ${metric} per page type, last day and last week`;
      await expect(ops.chart(title)).toBeVisible();
      // The demo day's product pages, in the table beside the chart.
      const product = ops.row(ops.table(title), "product").getByRole("cell");
      await expect(product.first()).toHaveText(metric === "CLS" ? /^0(\.\d+)?$/ : /^[\d,]+ ms$/);
    }

    await expect(ops.chart("Page cache answers by status, last day and last week")).toBeVisible();
    const hits = ops.row(ops.table("Page cache answers by status, last day and last week"), "HIT").getByRole("cell");
    await expect(hits.first()).toHaveText(/^\d+(\.\d)?% \([\d,]+\)$/);

    await expect(ops.chart("p75 upstream time per hour, last 24 hours")).toBeVisible();
    await expect(ops.chart("Upstream error rate per hour, last 24 hours")).toBeVisible();
    const lastDay = ops.row(ops.table("Upstream, last day and last week"), "Last day").getByRole("cell");
    await expect(lastDay.nth(1)).toHaveText(/^[\d,]+ ms$/);
    await expect(lastDay.nth(3)).toHaveText(/^\d+(\.\d)?%$/);
    await expect(ops.table("Upstream per hour, last 24 hours").getByRole("row")).toHaveCount(25);

    await expectNoAxeViolations(page);
  });
});
