// The embedded CMS's image service (issue 13): /media/{name}.webp?width=N answers the
// build's rendition at N rounded up to a 64 px step, its widest one beyond the drawing's own width, the
// drawing itself when no rendition was built, and a specific 400 for a width that is not one.
import { describe, expect, it } from "vitest";
import { request } from "./helpers.ts";

/** The static assets a build would hold: the paths asked, and the files there are. */
function assets(files: Record<string, string>) {
  const asked: string[] = [];
  const fetcher = {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      const type = path.endsWith(".svg") ? "image/svg+xml" : "image/webp";
      return path in files
        ? new Response(files[path], { headers: { "Content-Type": type, ETag: `"${path}"` } })
        : new Response("", { status: 404 });
    },
  };
  return { asked, overrides: { ASSETS: fetcher as unknown as Fetcher } };
}

const BOX = {
  "/_media/products/box-red/320.webp": "box at 320",
  "/_media/products/box-red/full.webp": "box at 1200",
  "/images/products/box-red.svg": "<svg/>",
};

describe("a resized picture", () => {
  it("is the rendition at the next 64 px step, cached by browsers and shared caches", async () => {
    const { asked, overrides } = assets(BOX);
    const response = await request("/media/products/box-red.webp?width=300", {}, overrides);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("box at 320");
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(response.headers.get("ETag")).toBe('"/_media/products/box-red/320.webp"');
    expect(asked).toEqual(["/_media/products/box-red/320.webp"]);
  });

  it("is the widest rendition when asked wider than the drawing, or without a width", async () => {
    for (const query of ["?width=2000", ""]) {
      const response = await request(`/media/products/box-red.webp${query}`, {}, assets(BOX).overrides);
      expect(await response.text()).toBe("box at 1200");
    }
  });

  it("is the drawing itself when the build made no renditions (the dev server)", async () => {
    const { overrides } = assets({ "/images/hero-lake.svg": "<svg>lake</svg>" });
    const response = await request("/media/hero-lake.webp?width=640", {}, overrides);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await response.text()).toBe("<svg>lake</svg>");
  });
});

describe("a width that is not one", () => {
  it.each(["abc", "0", "-64", "1.5", "99999", "3073", "", "640&width=1"])(
    "width=%s is refused with 400 and the rule",
    async (width) => {
      const { asked, overrides } = assets(BOX);
      const response = await request(`/media/products/box-red.webp?width=${width}`, {}, overrides);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("width must be a whole number of pixels from 1 to 3072");
      expect(asked).toEqual([]);
    },
  );
});

describe("a name that is not a picture", () => {
  it.each([
    "/media/../secret.webp",
    "/media/products/box-red.png",
    "/media/a/b/c.webp",
    "/media/Products/Box.webp",
    "/media/%2e%2e/x.webp",
  ])("%s is not found, and no asset is read", async (path) => {
    const { asked, overrides } = assets(BOX);
    const response = await request(path, {}, overrides);
    expect(response.status).toBe(404);
    expect(asked).toEqual([]);
  });

  it("is not served with a real CMS, which has its own image service", async () => {
    const { asked, overrides } = assets(BOX);
    const response = await request(
      "/media/products/box-red.webp?width=320",
      {},
      { ...overrides, UPSTREAM_ORIGIN: "https://cms.invalid" },
    );
    expect(response.status).toBe(404);
    expect(asked).toEqual([]);
  });
});
