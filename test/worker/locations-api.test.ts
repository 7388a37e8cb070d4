// The locations list and city options (spec 001 §7) through the worker's browser API,
// on the embedded backend's demo locations in real local D1: paging, words, city, categories and
// their facet counts, languages, every parameter checked, unknown ones dropped, the answer cached,
// and the same call forwarded to a remote backend.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocationList } from "../../shared/schemas/locations.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";
import { forwarding, REMOTE, standIn } from "./upstream-stand-in.ts";

const CAFE = 8101;
const SHOP = 8102;
const LUNCH = 8201;

async function list(query: string): Promise<LocationList> {
  const response = await request(`/api/locations?${query}`);
  expect(response.status, query).toBe(200);
  return response.json();
}

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the locations list", () => {
  it("pages the locations by city and name, 12 a page by default, in Finnish unless asked", async () => {
    const first = await list("");
    expect(first.totalCount).toBe(14);
    expect(first.hits).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(first.hits[0]).toMatchObject({ title: "Kaarna-kahvila Kallio", city: "Helsinki", postalCode: "00500" });
    expect(first.hits.map((hit) => hit.city)).toEqual(
      [...first.hits.map((hit) => hit.city)].sort((a, b) => a!.localeCompare(b!, "fi")),
    );
    const second = await list("page=2");
    expect(second.hits.map((hit) => hit.title)).toEqual(["Kaarnan tehdaskahvila", "Kaarnan tehtaanmyymälä"]);
    expect(second.hasMore).toBe(false);
    expect((await list("page=3")).hits).toEqual([]);
    expect((await list("pageSize=5&page=3")).hits).toHaveLength(4);
  });

  it("answers each hit with its address, picture and opening hours, a closed day as nulls", async () => {
    const { hits } = await list("q=kallio&language=en");
    expect(hits).toEqual([
      expect.objectContaining({
        title: "Kaarna Café Kallio",
        url: "/en/stores/kaarna-cafe-kallio",
        streetAddress: "Vaasankuja 9",
        postalCode: "00500",
        city: "Helsinki",
        image: expect.objectContaining({ url: "/media/locations/cafe.webp", width: 800, height: 600 }),
        openingHoursMondayToFriday: "08:00",
        closingHoursMondayToFriday: "18:00",
        openingHoursSunday: null,
        closingHoursSunday: null,
      }),
    ]);
  });

  it("finds by words in the name, address or postal code, whatever their case and accents", async () => {
    expect((await list("q=ITAKESKUS")).hits.map((hit) => hit.title)).toEqual(["Kaarna-myymälä Itäkeskus"]);
    expect((await list("q=33100")).totalCount).toBe(2);
    expect((await list("q=kaarna%20cafe%20helsinki&language=en")).totalCount).toBe(2);
    expect((await list("q=berghäll&language=sv")).hits.map((hit) => hit.title)).toEqual(["Kaarna Kafé Berghäll"]);
    expect((await list("q=nowhere")).totalCount).toBe(0);
  });

  it("keeps one city, named in the language, whatever its case", async () => {
    expect((await list("city=Tampere")).totalCount).toBe(3);
    expect((await list("city=tammerfors&language=sv")).totalCount).toBe(3);
    expect((await list("city=Tammerfors&language=fi")).totalCount).toBe(0);
    const stockholm = await list("city=Tukholma");
    expect(stockholm.hits.map((hit) => hit.postalCode)).toEqual(["118 20", "111 29"]);
  });

  it("combines categories with OR in a facet category and AND between them, counting each option apart", async () => {
    expect((await list(`categoryIds=${CAFE}`)).totalCount).toBe(6);
    expect((await list(`categoryIds=${CAFE},${SHOP}`)).totalCount).toBe(13);
    const cafesWithLunch = await list(`categoryIds=${LUNCH},${CAFE}`);
    expect(cafesWithLunch.totalCount).toBe(4);
    // Repeated parameters mean the same as a comma list.
    expect(await list(`categoryIds=${CAFE}&categoryIds=${LUNCH}`)).toEqual(cafesWithLunch);
    const [kind, services] = cafesWithLunch.facetCategories;
    // Every place with lunch is a café: the other kinds have none to offer, so they are not offered.
    expect(kind!.facetSubcategories.map(({ id, count, selected }) => ({ id, count, selected }))).toEqual([
      { id: CAFE, count: 4, selected: true },
    ]);
    expect(services!.facetSubcategories.find((option) => option.id === LUNCH)).toMatchObject({ count: 4, selected: true });
    // An id no category has is ignored: an old link still shows the rest.
    expect((await list(`categoryIds=${CAFE},999999`)).totalCount).toBe(6);
  });

  it("offers two facet categories in the language, thirteen services among them", async () => {
    const { facetCategories } = await list("language=sv");
    expect(facetCategories.map((category) => category.name)).toEqual(["Typ av ställe", "Tjänster"]);
    expect(facetCategories[0]!.facetSubcategories.map((option) => [option.name, option.count])).toEqual([
      ["Kafé", 6],
      ["Butik", 7],
      ["Fabriksbutik", 1],
    ]);
    expect(facetCategories[1]!.facetSubcategories).toHaveLength(13);
  });

  it("refuses a malformed parameter with a 400 naming it, and drops unknown ones", async () => {
    for (const query of [
      "page=0",
      "page=two",
      "pageSize=49",
      "language=de",
      "categoryIds=8101,cafe",
      `q=${"x".repeat(101)}`,
      "city=%00",
    ]) {
      const response = await request(`/api/locations?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors: { key: string }[] };
      expect(body.message).toBe("Myymälöitä ja kahviloita ei voitu hakea näillä valinnoilla.");
      expect(body.errors[0]!.key, query).toBe(query.split("=")[0]);
    }
    const known = await request("/api/locations?city=Turku&language=fi");
    const withJunk = await request("/api/locations?utm_source=mail&city=Turku&junk=%3Cscript%3E");
    expect(await withJunk.json()).toEqual(await known.json());
    expect(withJunk.headers.get("x-cache")).toBe("HIT");
  });

  it("is cached as the same for everyone", async () => {
    await request("/api/locations?language=en&city=Vaasa");
    const again = await request("/api/locations?city=Vaasa&language=en&page=1&pageSize=12");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("the city options", () => {
  const cities = async (query: string) => (await request(`/api/locations/cities?${query}`)).json();

  it("lists each city with locations once, in the language's order", async () => {
    expect(await cities("")).toEqual(["Helsinki", "Tampere", "Tukholma", "Turku", "Vaasa", "Vuolijoki"]);
    expect(await cities("language=sv")).toEqual(["Helsingfors", "Stockholm", "Tammerfors", "Vasa", "Vuolijoki", "Åbo"]);
  });

  it("lists only the cities where the chosen categories are", async () => {
    expect(await cities(`language=en&categoryIds=${LUNCH}`)).toEqual(["Helsinki", "Tampere", "Turku", "Vuolijoki"]);
    expect((await request("/api/locations/cities?categoryIds=x")).status).toBe(400);
  });
});

describe("from a remote backend", () => {
  it("forwards the checked query to the same paths and validates what comes back", async () => {
    const calls = standIn(forwarding);
    const response = await request(`/api/locations?city=Turku&categoryIds=${SHOP}&q=tori&utm_campaign=x`, {}, REMOTE);
    expect(response.status).toBe(200);
    expect(((await response.json()) as LocationList).hits.map((hit) => hit.title)).toEqual(["Kaarna-myymälä Kauppatori"]);
    expect(calls.map((call) => call.url)).toEqual([
      `https://cms.stand-in.test/api/cda/locations?categoryIds=${SHOP}&city=Turku&language=fi&page=1&pageSize=12&q=tori`,
    ]);
    standIn(async () => Response.json({ hits: "not a list" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await request("/api/locations/cities?language=sv&categoryIds=8205", {}, REMOTE)).status).toBe(502);
  });
});
