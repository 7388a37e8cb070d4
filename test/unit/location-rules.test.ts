// The locations' pure rules: the lunchLists JSON text (junk is no menus), opening hours
// and clock times as each language writes them, the map address, and the finder's state in the URL.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { finderSearch, finderStateOf, locationListParams, toggleCategory } from "../../shared/rules/location-finder-query.ts";
import { mapUrl } from "../../shared/rules/map-link.ts";
import { formatClock, openingHoursOf } from "../../shared/rules/opening-hours.ts";
import { LocationPageFieldsSchema, lunchListsOf } from "../../shared/schemas/locations.ts";

describe("lunch lists", () => {
  it("reads the CMS's JSON text of menus", () => {
    const text = JSON.stringify([
      { Id: 7, Title: "Week 22", MainBody: "<p>Soup</p>" },
      { Id: "b", Title: "Brunch", MainBody: null },
    ]);
    expect(lunchListsOf(text).map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "7", title: "Week 22" },
      { id: "b", title: "Brunch" },
    ]);
  });

  it.each([
    ["not JSON", "{Id: 1"],
    ["not a list", '{"Id": 1, "Title": "x"}'],
    ["a menu without a title", '[{"Id": 1, "Title": "Fine"}, {"Id": 2, "MainBody": "<p>x</p>"}]'],
    ["a title that is not text", '[{"Id": 1, "Title": 5}]'],
    ["nothing", ""],
  ])("shows none for junk: %s", (_, text) => {
    expect(lunchListsOf(text)).toEqual([]);
  });

  it("is none when the field is missing or not text", () => {
    expect(v.parse(LocationPageFieldsSchema, {}).lunchLists).toEqual([]);
    expect(lunchListsOf(42)).toEqual([]);
  });
});

describe("a location's fields", () => {
  it("reads clock times and coordinates the CMS may write loosely, and turns junk into none", () => {
    const fields = v.parse(LocationPageFieldsSchema, {
      openingHoursMondayToFriday: "9:00",
      closingHoursMondayToFriday: "17.30",
      openingHoursSaturday: "noon",
      closingHoursSaturday: "25:00",
      closingHoursSunday: "24:00",
      latitude: "60.17",
      longitude: 200,
    });
    expect(fields).toMatchObject({
      openingHoursMondayToFriday: "09:00",
      closingHoursMondayToFriday: "17:30",
      openingHoursSaturday: null,
      closingHoursSaturday: null,
      closingHoursSunday: "24:00",
      latitude: 60.17,
      longitude: null,
    });
  });
});

describe("opening hours", () => {
  const hours = {
    openingHoursMondayToFriday: "09:00",
    closingHoursMondayToFriday: "18:00",
    openingHoursSaturday: "10:00",
    closingHoursSaturday: null,
    openingHoursSunday: null,
    closingHoursSunday: null,
  };

  it("is open on a day group only with both times, closed otherwise", () => {
    expect(openingHoursOf(hours)).toEqual([
      { group: "MondayToFriday", opens: "09:00", closes: "18:00" },
      { group: "Saturday", opens: null, closes: null },
      { group: "Sunday", opens: null, closes: null },
    ]);
  });

  it("writes a time as each language does", () => {
    expect(formatClock("09:00", "fi")).toBe("9.00");
    expect(formatClock("09:30", "sv")).toBe("09.30");
    expect(formatClock("18:00", "en")).toBe("18:00");
  });
});

describe("the map link", () => {
  const place = {
    latitude: null,
    longitude: null,
    streetAddress: "Torikuja 3",
    postalCode: "20100",
    city: "Turku",
    country: "Suomi",
  };

  it("goes by coordinates when there are both", () => {
    expect(mapUrl({ ...place, latitude: 60.45, longitude: 22.27 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=60.45,22.27",
    );
  });

  it("goes by the encoded address otherwise, and is none without either", () => {
    expect(mapUrl({ ...place, latitude: 60.45 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Torikuja%203%2C%2020100%20Turku%2C%20Suomi",
    );
    expect(mapUrl({ ...place, streetAddress: null, postalCode: null, city: " ", country: null })).toBeNull();
  });
});

describe("the finder's state in the address", () => {
  it("reads q, city, categoryIds and page, dropping what is not a number or out of range", () => {
    expect(finderStateOf("?q=+kallio+&city=Helsinki&categoryIds=8201,x,8101&categoryIds=8101&page=3")).toEqual({
      q: "kallio",
      city: "Helsinki",
      categoryIds: [8101, 8201],
      page: 3,
    });
    expect(finderStateOf("?page=0").page).toBe(1);
    expect(finderStateOf("?page=9999").page).toBe(1);
    expect(finderStateOf("?page=500").page).toBe(20);
    expect(finderStateOf(`?q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  it("writes a state back with the defaults left out and other parameters kept", () => {
    const state = { q: "café & co", city: "Åbo", categoryIds: [8101, 8201], page: 2 };
    expect(finderSearch(state, "?utm_source=mail&q=old&page=4")).toBe(
      "?utm_source=mail&q=caf%C3%A9%20%26%20co&city=%C3%85bo&categoryIds=8101,8201&page=2",
    );
    expect(finderStateOf(finderSearch(state))).toEqual(state);
    expect(finderSearch({ q: "", city: "", categoryIds: [], page: 1 })).toBe("");
  });

  it("starts again from the first page when a category is ticked or unticked", () => {
    const state = { q: "", city: "", categoryIds: [8101], page: 2 };
    expect(toggleCategory(state, 8201)).toEqual({ ...state, categoryIds: [8101, 8201], page: 1 });
    expect(toggleCategory(state, 8101)).toEqual({ ...state, categoryIds: [], page: 1 });
  });

  it("asks the list call for one page in one order", () => {
    const params = locationListParams({ q: "tori", city: "Turku", categoryIds: [8102], page: 3 }, "fi", 2);
    expect(params.toString()).toBe("categoryIds=8102&city=Turku&language=fi&page=2&pageSize=12&q=tori");
  });
});
