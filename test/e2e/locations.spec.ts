// Finding a shop or café and reading its page (issue 10, spec 001 §2–3), in each
// language: the stores page's finder lists the locations 12 at a time with 'load more', narrows them
// by city, by a category (10 options before 'show more') and by words, keeps its state in the address
// so a shared link shows the same, and opens a location whose lunch menu opens and whose map link goes
// to its coordinates; both pages pass axe. A failed search shows the search error text.
import { closePopupsBeforehand, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures/storefront.ts";
import { text, type Language, isTurnOf } from "./fixtures/catalog.ts";
import { LocationFinder, LocationPage } from "./fixtures/locations.ts";

const CASES: Record<
  Language,
  { stores: string; city: string; cafe: string; services: string; words: string; name: string; lunch: string; monday: string }
> = {
  fi: {
    stores: "/fi/myymalat",
    city: "Tampere",
    cafe: "Kahvila",
    services: "Palvelut",
    words: "kamppi",
    name: "Kaarna-kahvila Kamppi",
    lunch: "Viikon lounas",
    monday: "Maanantai:",
  },
  en: {
    stores: "/en/stores",
    city: "Tampere",
    cafe: "Café",
    services: "Services",
    words: "Kamppi",
    name: "Kaarna Café Kamppi",
    lunch: "This week's lunch",
    monday: "Monday:",
  },
  sv: {
    stores: "/sv/butiker",
    city: "Tammerfors",
    cafe: "Kafé",
    services: "Tjänster",
    words: "Kampen",
    name: "Kaarna Kafé Kampen",
    lunch: "Veckans lunch",
    monday: "Måndag:",
  },
};

const KAMPPI_MAP = "https://www.google.com/maps/search/?api=1&query=60.1687,24.9316";

test.use({ viewport: { width: 1280, height: 900 } });

for (const language of ["fi", "en", "sv"] as const) {
  const c = CASES[language];

  test.beforeEach(async ({ page }) => {
    // The site popup would open on scrolling through the results and take axe's attention.
    await closePopupsBeforehand(page);
  });

  if (isTurnOf(language, 1))
    test(`${language}: the finder loads more and narrows by city and category`, async ({ page }) => {
      const finder = new LocationFinder(page, language);
      await page.goto(c.stores);
      await waitForHydration(page);
      await expect(finder.cards).toHaveCount(12);
      await expect(finder.status).toHaveText(/^14\s/);
      await expectNoAxeViolations(page);

      // Load more appends the next page and takes the keyboard to the first new location.
      await finder.loadMore.focus();
      await page.keyboard.press("Enter");
      await expect(finder.cards).toHaveCount(14);
      await expect(finder.cards.nth(12).getByRole("link")).toBeFocused();
      await expect(finder.loadMore).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]page=2$/);

      // A city: only its locations, from the first page again.
      await finder.city.selectOption(c.city);
      await expect(finder.cards).toHaveCount(3);
      await expect(page).toHaveURL(new RegExp(`\\?city=${encodeURIComponent(c.city)}$`));
      for (const card of await finder.cards.all()) await expect(card).toContainText(c.city);

      // A category among the city's: the kind of place, ten services shown before 'show more'.
      await finder.option(c.cafe).check();
      await expect(finder.cards).toHaveCount(1);
      await expect(page).toHaveURL(/categoryIds=8101$/);
      await finder.option(c.cafe).uncheck();
      await expect(finder.cards).toHaveCount(3);
      await finder.city.selectOption("");
      await expect(finder.cards).toHaveCount(12);
      const services = finder.group(c.services);
      await expect(services.getByRole("checkbox")).toHaveCount(10);
      await services.getByRole("button", { name: text(language, "facets.show-more", { count: 3 }) }).click();
      await expect(services.getByRole("checkbox")).toHaveCount(13);
    });

  if (isTurnOf(language, 2))
    test(`${language}: finds a location by words, a shared link shows the same, and its page opens`, async ({ page }) => {
      const finder = new LocationFinder(page, language);
      await page.goto(c.stores);
      await waitForHydration(page);
      await expect(finder.cards).toHaveCount(12);

      // Words: the name, address or postcode; the address is the search, so a shared link shows the same.
      await finder.searchWords(c.words);
      await expect(finder.cards).toHaveCount(1);
      expect(await finder.names()).toEqual([c.name]);
      await expect(page).toHaveURL(new RegExp(`\\?q=${c.words}$`));
      const friend = await page.context().browser()!.newPage();
      await friend.goto(page.url());
      await waitForHydration(friend);
      const friendsFinder = new LocationFinder(friend, language);
      await expect(friendsFinder.words).toHaveValue(c.words);
      await expect(friendsFinder.cards).toHaveCount(1);
      expect(await friendsFinder.names()).toEqual([c.name]);
      await friend.close();

      // The location: its lunch menu opens, its map link goes to its coordinates in a new tab.
      await finder.open(c.name);
      const location = new LocationPage(page, language);
      await expect(page.getByRole("heading", { level: 1, name: c.name })).toBeVisible();
      const lunch = location.lunchMenu(c.lunch);
      await expect(lunch).toHaveAttribute("aria-expanded", "false");
      await lunch.click();
      await expect(lunch).toHaveAttribute("aria-expanded", "true");
      await expect(location.main.getByRole("region", { name: c.lunch })).toContainText(c.monday);
      await expect(location.mapLink).toHaveAttribute("href", KAMPPI_MAP);
      await expect(location.mapLink).toHaveAttribute("target", "_blank");
      await expectNoAxeViolations(page);
    });
}

test("a location without coordinates goes to the map by its address", async ({ page }) => {
  await page.goto("/sv/butiker/kaarna-butik-ostra-centrum");
  await waitForHydration(page);
  await expect(new LocationPage(page, "sv").mapLink).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Turunlinnantie%2020%2C%2000930%20Helsingfors%2C%20Finland",
  );
});

test.describe("when the search fails", () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("the finder says so with the search error text", async ({ page }) => {
    await page.route(/\/api\/locations(\/cities)?\?/, (route) => route.fulfill({ status: 503, json: { message: "down" } }));
    await page.goto("/en/stores?city=Turku");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toHaveText(text("en", "error.search"));
    await expect(new LocationFinder(page, "en").cards).toHaveCount(0);
  });
});
