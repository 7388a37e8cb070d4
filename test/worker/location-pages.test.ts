// The location pages (spec 001 §2–3) on the embedded CMS in real local D1: the page
// model with its lunch menus parsed and its HTML sanitised, the server HTML (address, map link by
// coordinates or by address, opening hours, lunch accordions), LocalBusiness JSON-LD with its required
// fields, the lunch list page and the stores page's finder in every language.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/languages.ts";
import type { LocationPageFields } from "../../shared/schemas/locations.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { html, request } from "./helpers.ts";

const KAMPPI = "/en/stores/kaarna-cafe-kamppi";
const ITAKESKUS = "/fi/myymalat/kaarna-myymala-itakeskus";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

interface LocalBusinessJsonLd {
  "@context": string;
  "@type": string;
  name: string;
  url: string;
  hasMap?: string;
  address: Record<string, string>;
  geo?: { "@type": string; latitude: number; longitude: number };
  openingHoursSpecification: { "@type": string; dayOfWeek: string[]; opens: string; closes: string }[];
}

function jsonLdOf(text: string): LocalBusinessJsonLd {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text);
  expect(found, "a JSON-LD block").not.toBeNull();
  return JSON.parse(found![1]!);
}

describe("the location page model", () => {
  it("carries the location's fields, its lunch menus parsed from their JSON text and sanitised", async () => {
    const response = await request(`/api/cda/content?contentUrl=${KAMPPI}`);
    expect(response.status).toBe(200);
    const model = (await response.json()) as PageModel & LocationPageFields;
    expect(model.contentType).toEqual(["Page", "Location"]);
    expect(model).toMatchObject({
      name: "Kaarna Café Kamppi",
      streetAddress: "Simonkuja 7",
      postalCode: "00100",
      city: "Helsinki",
      country: "Finland",
      latitude: 60.1687,
      longitude: 24.9316,
      openingHoursMondayToFriday: "07:30",
      closingHoursSunday: "17:00",
    });
    expect(model.lunchLists).toEqual([
      { id: "1", title: "This week's lunch", mainBody: expect.stringContaining("<li><strong>Monday:</strong> Salmon soup") },
      { id: "2", title: "Vegan lunch", mainBody: expect.stringContaining("chickpea curry") },
    ]);
    expect(model.additionalContactInfomation).toContain('<a href="tel:+358101234501">+358 10 123 4501</a>');
    expect(model.contentAreaItems.map((block) => block.contentType.at(-1))).toEqual(["PagePromoterBlock"]);
    expect(model.navigation.pageLanguages.map((language) => language.url)).toEqual([
      "/en/stores/kaarna-cafe-kamppi",
      "/fi/myymalat/kaarna-kahvila-kamppi",
      "/sv/butiker/kaarna-kafe-kampen",
    ]);
  });
});

describe("the location page", () => {
  it("shows the address, a map link by coordinates, the opening hours and the lunch menus as accordions", async () => {
    const { response, text } = await html(KAMPPI);
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 class="page-intro__title">Kaarna Café Kamppi</h1>');
    expect(text).toMatch(
      /<address class="location-address"><span>Simonkuja 7<\/span><span>00100 Helsinki<\/span><span>Finland<\/span><\/address>/,
    );
    expect(text).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=60.1687,24.9316" target="_blank" rel="noopener noreferrer" class="location-page__map-link">Show on map<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(text).toContain(
      '<dt>Monday–Friday</dt><dd><time dateTime="07:30">07:30</time>–<time dateTime="19:00">19:00</time></dd>',
    );
    expect(text).toContain("Open 10 am–4 pm on public holidays.");
    expect(text).toMatch(
      /<button type="button" id="[^"]+" class="accordion__button" aria-expanded="false" aria-controls="[^"]+"><span>This week&#x27;s lunch<\/span>/,
    );
    expect(text).toContain("Lunch at Kaarna cafés");
  });

  it("goes to the map by the encoded address when there are no coordinates, and says which days are closed", async () => {
    const { text } = await html("/fi/myymalat/kaarna-kahvila-kallio");
    expect(text).toContain("<dt>Sunnuntai</dt><dd>Suljettu</dd>");
    expect(text).toContain('<dt>Lauantai</dt><dd><time dateTime="09:00">9.00</time>–<time dateTime="16:00">16.00</time></dd>');
    expect(text).not.toContain("Lounaslista");
    const itakeskus = (await html(ITAKESKUS)).text;
    expect(itakeskus).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Turunlinnantie%2020%2C%2000930%20Helsinki%2C%20Suomi"',
    );
  });

  it.each([KAMPPI, ITAKESKUS, "/sv/butiker/kaarnas-fabriksbutik"])("describes %s as a schema.org LocalBusiness", async (path) => {
    const data = jsonLdOf((await html(path)).text);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toEqual(expect.any(String));
    expect(data.url).toBe(`http://shop.test${path}`);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: expect.any(String),
      postalCode: expect.stringMatching(/^\d{5}$/),
      addressLocality: expect.any(String),
      addressCountry: expect.any(String),
    });
    expect(data.openingHoursSpecification).toHaveLength(3);
    for (const spec of data.openingHoursSpecification) {
      expect(spec["@type"]).toBe("OpeningHoursSpecification");
      expect(spec.dayOfWeek.length).toBeGreaterThan(0);
      for (const day of spec.dayOfWeek) expect(day).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
      expect(spec.opens).toMatch(/^\d\d:\d\d$/);
      expect(spec.closes).toMatch(/^\d\d:\d\d$/);
    }
    expect(data.hasMap).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    if (path === ITAKESKUS) expect(data.geo).toBeUndefined();
    else expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it("marks a closed day as opening and closing at midnight, as schema.org does", async () => {
    const data = jsonLdOf((await html("/sv/butiker/kaarnas-fabriksbutik")).text);
    expect(data.openingHoursSpecification.at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Sunday"],
      opens: "00:00",
      closes: "00:00",
    });
    expect(data.address.addressLocality).toBe("Vuolijoki");
  });
});

describe("the lunch list page", () => {
  it("is its name and main body, linking each café that serves lunch", async () => {
    const { response, text } = await html("/sv/butiker/lunch");
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 class="page-intro__title">Lunch på Kaarnas kaféer</h1>');
    expect(text).toContain('<a href="/sv/butiker/kaarna-kafe-aura-a">Kaarna Kafé Aura å</a>, Åbo');
    // The cafés in the page's own content (the menus and footer link the factory shop too).
    const main = text.slice(text.indexOf("<main"), text.indexOf("</main>"));
    expect(main.match(/<li><a href="\/sv\/butiker\//g)).toHaveLength(4);
  });
});

describe("the stores page", () => {
  const STORES = { fi: "/fi/myymalat", en: "/en/stores", sv: "/sv/butiker" } as const;

  it.each(LANGUAGES)("in %s has the finder: a search form with words and a city, results loading", async (language) => {
    const { response, text } = await html(`${STORES[language]}?q=kallio&city=Helsinki`);
    expect(response.status).toBe(200);
    expect(text).toMatch(/<search aria-label="[^"]+"><form class="location-finder__form" method="get">/);
    expect(text).toMatch(/<input id="[^"]+-q" type="search"[^>]* name="q" value="kallio"\/>/);
    expect(text).toMatch(/<select id="[^"]+-city" name="city">.*<option value="Helsinki" selected="">Helsinki<\/option>/s);
    expect(text).toMatch(/<p class="location-finder__status" role="status">[^<]+…<\/p>/);
  });
});
