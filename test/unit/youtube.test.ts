// The video block's YouTube rules (issue 10, spec 001 §5, §7): the URL forms it recognises, the
// privacy-enhanced player started muted, and the thumbnail sizes from the largest down.
import { describe, expect, it } from "vitest";
import {
  MIN_THUMBNAIL_WIDTH,
  YOUTUBE_THUMBNAIL_SIZES,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from "../../shared/rules/youtube.ts";

describe("a YouTube address", () => {
  it.each([
    ["a watch page", "https://www.youtube.com/watch?v=KaarnaConch"],
    ["a watch page with other parameters first", "https://youtube.com/watch?feature=share&v=KaarnaConch&t=42"],
    ["a phone's watch page", "https://m.youtube.com/watch?v=KaarnaConch"],
    ["a short link", "https://youtu.be/KaarnaConch"],
    ["a short link with a start time", "https://youtu.be/KaarnaConch?t=10"],
    ["an embed", "https://www.youtube.com/embed/KaarnaConch"],
    ["a privacy-enhanced embed", "https://www.youtube-nocookie.com/embed/KaarnaConch?rel=0"],
    ["a v address", "http://www.youtube.com/v/KaarnaConch"],
    ["a Shorts page", "https://www.youtube.com/shorts/KaarnaConch"],
    ["one with spaces around it", "  https://youtu.be/KaarnaConch \n"],
  ])("gives the id of %s", (_, url) => {
    expect(youtubeVideoId(url)).toBe("KaarnaConch");
  });

  it.each([
    ["an id one character short", "https://youtu.be/KaarnaConc"],
    ["an id one character long", "https://www.youtube.com/embed/KaarnaConchX"],
    ["another site's path", "https://vimeo.com/embed/KaarnaConch"],
    ["a look-alike host", "https://youtube.com.evil.test/watch?v=KaarnaConch"],
    ["a watch page without v", "https://www.youtube.com/watch?list=KaarnaConch"],
    ["a script address", "javascript:alert('https://youtu.be/KaarnaConch')"],
    ["nothing", ""],
    ["null", null],
  ])("is not recognised in %s", (_, url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe("the player and the preview", () => {
  it("plays from the privacy-enhanced domain, started muted, or waits for the shopper", () => {
    expect(youtubeEmbedUrl("KaarnaConch", { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/KaarnaConch?autoplay=1&mute=1&rel=0",
    );
    expect(youtubeEmbedUrl("KaarnaConch", { autoplay: false })).toBe("https://www.youtube-nocookie.com/embed/KaarnaConch?rel=0");
  });

  it("tries the thumbnails from the largest size down, and skips the 120 px placeholder", () => {
    expect(YOUTUBE_THUMBNAIL_SIZES[0]).toBe("maxresdefault");
    expect(YOUTUBE_THUMBNAIL_SIZES.at(-1)).toBe("default");
    expect(youtubeThumbnailUrl("KaarnaConch", "hqdefault")).toBe("https://i.ytimg.com/vi/KaarnaConch/hqdefault.jpg");
    expect(MIN_THUMBNAIL_WIDTH).toBeGreaterThan(120);
  });
});
