// The upstream contract's pages (/api/docs, embedded mode) as an integrator reads them: from the
// index's calls to a call's page, on to the schema it answers with, and back; axe clean.
import { expect, expectNoAxeViolations, test } from "./fixtures/storefront.ts";

test("the upstream contract leads from its index to a call and on to the schema it answers", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kaarna upstream");
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Calls" }).getByRole("link", { name: "GET /api/me/cart", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "GET /api/me/cart" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Parameters" }).getByRole("rowheader", { name: "market" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cart", exact: true }).first().click();

  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByText("allLineItems")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "All calls and schemas" }).click();
  await expect(page.getByRole("navigation", { name: "Schemas" })).toBeVisible();
});
