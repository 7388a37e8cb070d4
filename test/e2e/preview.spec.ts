// The view-only preview and the preview-frame check outside edit mode (spec 000 §1), in
// Chromium: an editor turns the CMS's framed page to the view-only preview, which shows the saved
// draft as visitors will see it (no edit hooks), refreshes on the next save without a reload, and
// sends no analytics from the frame.
import { expect, test } from "./fixtures/storefront.ts";

const EDITOR = { email: "editor@kaarna.example", password: "Kaarna-editor-2026" };
const PAGE = "/en/customer-service";

test("an editor's view-only preview shows the draft as visitors will, refreshes on a save, and tracks nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/cms/editor?path=${PAGE}`);
  await page.getByLabel("Email").fill(EDITOR.email);
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Page").selectOption(PAGE);
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("status")).toHaveText("The preview is live: a saved draft shows in it at once.");

  const block = page.getByRole("group", { name: /Orders and delivery FAQ/ });
  const drafted = "Orders and delivery, as drafted";
  await block.getByLabel("Heading").fill(drafted);
  await block.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");

  // The CMS turns its frame to the view-only preview.
  const frame = page.frame({ url: new RegExp(`${PAGE}\\?epieditmode=true`) });
  if (!frame) throw new Error("the CMS shows no preview frame");
  await frame.goto(`${PAGE}?epieditmode=false`);
  const preview = page.getByTitle(/^Preview of /).contentFrame();
  await expect(preview.getByRole("heading", { name: drafted })).toBeVisible();
  expect(await frame.locator("[data-epi-block-id]").count(), "no edit hooks outside edit mode").toBe(0);
  // Listening for the CMS's saves outside edit mode too: it says so to the CMS.
  await expect(page.getByRole("status")).toHaveText("The preview is live: a saved draft shows in it at once.");
  await frame.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
  });

  const again = "Orders and delivery, drafted again";
  await block.getByLabel("Heading").fill(again);
  await block.getByRole("button", { name: "Save draft" }).click();
  await expect(preview.getByRole("heading", { name: again })).toBeVisible();
  expect(await frame.evaluate(() => (window as unknown as { __kept?: boolean }).__kept), "no reload").toBe(true);
  expect(await frame.evaluate(() => window.dataLayer ?? []), "an editor's preview is no shopper's visit").toEqual([]);

  // Visitors still see the published page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${PAGE}?epieditmode=false`);
  await expect(visitor.getByRole("heading", { name: "Orders and delivery" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: drafted })).toHaveCount(0);
  await visitor.close();
});
