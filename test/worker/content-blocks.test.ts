// Every block type of the catalogue is in the demo content, in every language (issue 10), and the
// server HTML of the newer blocks: the video's preview button (no player until it is pressed), the
// dropdown navigation's links (hidden, but there for crawlers), the social media block's channels and
// the search block's form, which searches without script.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../../shared/content-types.ts";
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import { LANGUAGES } from "../../shared/languages.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("the demo content", () => {
  it.each(LANGUAGES)("has every block type in %s", async (language) => {
    const { results } = await env.DB.prepare("SELECT content_type FROM blocks WHERE language = ?")
      .bind(language)
      .all<{ content_type: string }>();
    const present = new Set(results.map((row) => moduleNameOf(JSON.parse(row.content_type))));
    expect(BLOCK_TYPES.filter((type) => !present.has(type))).toEqual([]);
  });
});

describe("the video block", () => {
  const ARTICLES = [
    ["fi", "/fi/artikkelit/kaakaon-matka", "Toista video: Kolme vuorokautta konssissa"],
    ["en", "/en/articles/journey-of-cocoa", "Play video: Three days in the conche"],
    ["sv", "/sv/artiklar/kakaons-resa", "Spela upp videon: Tre dygn i koncheringen"],
  ] as const;

  it.each(ARTICLES)(
    "is a preview button on the %s article, its picture offered in widths, and no player yet",
    async (_, path, name) => {
      const { response, text } = await html(path);
      expect(response.status).toBe(200);
      expect(text).toContain('<button type="button" class="video-block__preview">');
      expect(text).toContain(`<span class="visually-hidden">${name}</span>`);
      expect(text).toContain("/media/video-conching.webp?width=192 192w");
      expect(text).not.toContain("<iframe");
      expect(response.headers.get("content-security-policy")).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    },
  );
});

describe("the dropdown navigation block", () => {
  it("is a named navigation whose links are in the server's HTML, hidden until its button opens them", async () => {
    const { response, text } = await html("/en/customer-service");
    expect(response.status).toBe(200);
    expect(text).toMatch(/<nav class="dropdown-navigation" aria-labelledby="[^"]+-title">/);
    expect(text).toMatch(
      /<button type="button" class="picker-button dropdown-navigation__button" aria-expanded="false" aria-controls="[^"]+-links">/,
    );
    expect(text).toMatch(/<ul id="[^"]+-links" class="dropdown-navigation__links" hidden="">/);
    expect(text).toContain('href="/en/kaarna-club"');
  });
});

describe("a dropdown's settings", () => {
  it("are the spec's defaults where the CMS sets none: closed, floating, light, medium, no offset", async () => {
    const { text } = await html("/en/customer-service");
    expect(text).toContain(
      'class="dropdown-navigation__dropdown dropdown-navigation__dropdown--medium dropdown-navigation__dropdown--light dropdown-navigation__dropdown--floating" style="--dropdown-offset:0px"',
    );
  });

  it("are honoured where the CMS sets them: open in the server's HTML, in the flow, large, dark, 8 px below", async () => {
    const { text } = await html("/en/customer-service");
    const settings =
      'class="dropdown-navigation__dropdown dropdown-navigation__dropdown--large dropdown-navigation__dropdown--dark" style="--dropdown-offset:8px"';
    const start = text.indexOf(settings);
    expect(start).toBeGreaterThan(0);
    const dropdown = text.slice(start, text.indexOf("</nav>", start));
    expect(dropdown).toContain('aria-expanded="true"');
    expect(dropdown).toMatch(/<ul id="[^"]+-links" class="dropdown-navigation__links">/);
  });
});

describe("the social media block", () => {
  it("shows the site's channels when it lists none of its own, under its heading", async () => {
    const { text } = await html("/en/kaarna-club");
    const block = text.slice(text.indexOf('<section class="social-media-block"'));
    expect(block).toMatch(
      /^<section class="social-media-block" aria-labelledby="[^"]+"><h2 class="social-media-block__heading"><span id="[^"]+">Follow Kaarna<\/span><\/h2>/,
    );
    expect(block).toContain('<span class="visually-hidden">Kaarna on Instagram</span>');
    expect(block.indexOf("https://example.com/kaarna/youtube")).toBeLessThan(block.indexOf("</section>"));
  });
});

describe("the search block", () => {
  it.each([
    ["fi", "/fi/asiakaspalvelu", "/fi/haku", "Hae kaupasta"],
    ["en", "/en/customer-service", "/en/search", "Search the shop"],
    ["sv", "/sv/kundservice", "/sv/sok", "Sök i butiken"],
  ] as const)(
    "on the %s customer service page is a GET form to the site's search page with a labelled q box",
    async (_, path, search, label) => {
      const { response, text } = await html(path);
      expect(response.status).toBe(200);
      const start = text.indexOf('<search class="search-block"');
      const form = text.slice(start, text.indexOf("</search>", start));
      expect(form).toMatch(/^<search class="search-block" aria-labelledby="[^"]+-title">/);
      const tag = form.match(/<form [^>]*>/)?.[0];
      expect(tag).toContain(` action="${search}" method="get"`);
      expect(form).toMatch(new RegExp(`<label for="[^"]+-q" class="search-form__label">${label}</label>`));
      const input = form.match(/<input id="[^"]+-q" type="search"[^>]*>/)?.[0];
      expect(input).toContain(' name="q"');
      expect(input).toContain(' maxLength="100"');
      // The demo block searches every category: no categoryIds field.
      expect(form).not.toContain('name="categoryIds"');
    },
  );
});

describe("the intro and content blocks", () => {
  it("show the club page's lead centred and its text beside a picture, with a link to the member's account", async () => {
    const { response, text } = await html("/en/kaarna-club");
    expect(response.status).toBe(200);
    expect(text).toContain(
      '<div class="intro-block intro-block--center"><p class="intro-block__text">Free to join, open to everyone: members taste new flavours first and collect perks with every order.</p></div>',
    );
    const start = text.indexOf('<section class="media-split media-split--reverse content-block"');
    expect(start).toBeGreaterThan(-1);
    const block = text.slice(start, text.indexOf("</section>", start));
    expect(block).toContain("<h2>How the club works</h2>");
    expect(block).toContain("<p>Sign up with your email address and you are a member at once.");
    expect(block).toMatch(/<img [^>]*alt="A Kaarna Club membership card and pieces of chocolate"/);
    expect(block).toMatch(/<a [^>]*href="\/en\/kaarna-club\/my-account"[^>]*>Go to my account<\/a>/);
  });
});

describe("the promotion hero block", () => {
  it.each([
    ["fi", "/fi/kaarna-klubi", "Tarjous voimassa 6. tammikuuta 2027 asti"],
    ["en", "/en/kaarna-club", "Offer valid until 6 January 2027"],
    ["sv", "/sv/kaarna-klubben", "Erbjudandet gäller till och med 6 januari 2027"],
  ] as const)("on the %s club page shows the offer's label, heading, last day and link", async (_, path, valid) => {
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    const start = text.indexOf('<section class="media-split promotion-hero"');
    expect(start).toBeGreaterThan(-1);
    const block = text.slice(start, text.indexOf("</section>", start));
    expect(block).toContain('<p class="promotion-hero__label">−15 %</p>');
    expect(block).toMatch(/<h2 class="promotion-hero__heading">[^<]+<\/h2>/);
    expect(block).toContain(`<p class="promotion-hero__valid">${valid}</p>`);
    // Under the club page's hero the offer does not lead the page: its picture waits its turn.
    expect(block).toMatch(/<img [^>]*loading="lazy"/);
    expect(block).not.toContain("fetchpriority");
  });
});

describe("the breadcrumbs block", () => {
  const trails = (text: string) => text.match(/<nav class="breadcrumbs"/g)?.length ?? 0;

  it.each([
    ["fi", "/fi/tarinamme"],
    ["en", "/en/our-story"],
    ["sv", "/sv/var-historia"],
  ] as const)("on the %s story page is the page's only trail, where the editor placed it", async (_, path) => {
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    expect(trails(text)).toBe(1);
    // The trail stands in the block, above the page's hero, not in the page's own place under it.
    expect(text.indexOf('class="block block--breadcrumbs-block"')).toBeGreaterThan(-1);
    expect(text.indexOf('<nav class="breadcrumbs"')).toBeLessThan(text.indexOf('class="block block--hero-block"'));
  });

  it("leaves a page without one its own trail", async () => {
    const { text } = await html("/en/products/chocolate-tablets");
    expect(trails(text)).toBe(1);
  });
});
