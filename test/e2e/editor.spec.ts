// The editor's demo loop in Chromium (issue 11): sign in to the embedded CMS, edit a
// block's heading, see it in the framed preview at once (no reload), publish, and a visitor's next
// request shows it, fetched fresh.
import { expect, expectNoAxeViolations, test } from "./fixtures/storefront.ts";

const EDITOR = { email: "editor@kaarna.example", password: "Kaarna-editor-2026" };

// The wrong password's answer is a 401, which Chromium logs as a failed resource.
test.use({ allowedConsoleErrors: [/status of 401/] });

test("an editor edits a heading, sees it live in the preview and publishes it for visitors", { tag: "@remote" }, async ({
  page,
  browser,
  cmsOrigin,
}) => {
  await page.goto(`${cmsOrigin}/cms/editor?path=/en/kaarna-club`);
  await expect(page.getByRole("heading", { name: "Sign in to edit the site" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(EDITOR.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email address or password is wrong.");
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Signing in goes to the editor's default page; the editor then picks the club page.
  await page.getByLabel("Page").selectOption("/en/kaarna-club");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { name: "Editing “Kaarna Club”" })).toBeVisible();
  const preview = page.getByTitle("Preview of Kaarna Club").contentFrame();
  await expect(preview.getByRole("heading", { name: "Member benefits" })).toBeVisible();
  // The preview tells the CMS once it listens for saves.
  await expect(page.getByRole("status")).toHaveText("The preview is live: a saved draft shows in it at once.");
  const frame = page.frame({ url: /\/en\/kaarna-club\?epieditmode=true/ });
  expect(frame).not.toBeNull();
  await frame!.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
  });

  const heading = "Benefits for members, freshly edited";
  const block = page.getByRole("group", { name: /Club benefits/ });
  await block.getByLabel("Heading").fill(heading);
  await block.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
  expect(await frame!.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);

  const visitor = await browser.newPage();
  await visitor.goto("/en/kaarna-club");
  await expect(visitor.getByRole("heading", { name: "Member benefits" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: heading })).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published 1 change");
  const fresh = await visitor.reload();
  expect(fresh?.headers()["x-cache"]).toBe("MISS");
  await expect(visitor.getByRole("heading", { name: heading })).toBeVisible();
  await visitor.close();
});

test("?epieditmode=true without an editor's token shows the published page from the cache", async ({ page }) => {
  await page.goto("/en/customer-service");
  const response = await page.goto("/en/customer-service?epieditmode=true");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  expect(response?.headers()["cache-control"]).not.toBe("no-store");
});
