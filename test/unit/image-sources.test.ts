// Resized images (issue 13, spec 000 §3: widths in steps of 64 px, 2x srcset): which
// widths a picture is offered in, and which renditions the build makes for the route to answer.
import { describe, expect, it } from "vitest";
import { type ImagePreset, imageSources } from "../../client/components/image-sources.ts";
import { isResizable, MAX_IMAGE_WIDTH, renditionWidths, resizedImageUrl, stepUp } from "../../shared/rules/image-widths.ts";

const offered = (srcSet: string | undefined) =>
  (srcSet ?? "").split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe("the widths a picture is offered in", () => {
  it("steps by 64 px from a quarter of the widest slot to 2x of it, capped at the picture's own width", () => {
    const { src, srcSet, sizes } = imageSources("/media/hero-lake.webp", "banner", 1600);
    const widths = offered(srcSet);
    expect(widths[0]).toBe(384);
    expect(widths.at(-1)).toBe(1600);
    expect(widths.slice(0, -1).every((width, i) => width === 384 + i * 64)).toBe(true);
    expect(sizes).toBe("100vw");
    expect(src).toBe("/media/hero-lake.webp?width=1536");
    expect(srcSet).toContain("/media/hero-lake.webp?width=448 448w");
  });

  it("goes up to 2x the widest slot, in a step, when the picture's own width is not known", () => {
    expect(offered(imageSources("/media/products/box-red.webp", "square-small").srcSet).at(-1)).toBe(960);
  });

  it("offers a thumbnail of a fixed width at 1x and 2x and the step between", () => {
    const { srcSet, sizes } = imageSources("/media/products/box-red.webp", 80);
    expect(offered(srcSet)).toEqual([64, 128, 192]);
    expect(sizes).toBe("80px");
  });

  it("never asks a width the image route refuses, however wide the picture", () => {
    const presets: ImagePreset[] = ["default", "banner", "hero-mobile", "narrow", "half", "small", "square-small", 56, 152];
    for (const preset of presets) {
      const widths = offered(imageSources("/x.webp", preset, 8000).srcSet);
      expect(Math.max(...widths)).toBeLessThanOrEqual(MAX_IMAGE_WIDTH);
      expect(widths.every((width) => width % 64 === 0)).toBe(true);
    }
  });

  it("offers a drawing (SVG) as it is, since it is sharp at any size", () => {
    expect(imageSources("/images/kaarna-logo.svg", "default", 320)).toEqual({ src: "/images/kaarna-logo.svg" });
    expect(isResizable("/images/a.SVG?v=2")).toBe(false);
    expect(isResizable("https://cms.example/globalassets/a.jpg")).toBe(true);
  });

  it("adds the width to an address that has a query of its own", () => {
    expect(resizedImageUrl("https://cms.example/a.jpg?quality=80", 640)).toBe("https://cms.example/a.jpg?quality=80&width=640");
  });

  it("asks one width of an address that names one already (a news provider's rendition)", () => {
    expect(resizedImageUrl("/media/card-factory.webp?width=400", 256)).toBe("/media/card-factory.webp?width=256");
  });
});

describe("the renditions the build makes", () => {
  it("are every 64 px step below the picture's own width, then its own width", () => {
    expect(renditionWidths(600)).toEqual([64, 128, 192, 256, 320, 384, 448, 512, 576, 600]);
    expect(renditionWidths(640).at(-1)).toBe(640);
    expect(renditionWidths(640).filter((width) => width === 640)).toHaveLength(1);
  });

  it("answer any width with the next step up", () => {
    expect([1, 64, 65, 300, 1535].map(stepUp)).toEqual([64, 64, 128, 320, 1536]);
  });
});
