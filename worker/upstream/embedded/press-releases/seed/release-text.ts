// A demo release's text in one language: its paragraphs become the provider's cleaned HTML body,
// closed by the communications team's contact line, as every release of the newsroom is.
import type { Language } from "../../../../../shared/languages.ts";
import type { ReleaseText } from "./types.ts";

const CONTACT: Record<Language, string> = {
  fi: "Lisätietoja: Kaarnan viestintä,",
  en: "Further information: Kaarna communications,",
  sv: "Mer information: Kaarnas kommunikation,",
};

/** Paragraphs are plain text, or HTML when they start with a tag (a list, a subheading). */
export function releaseText(language: Language, title: string, intro: string, paragraphs: string[]): ReleaseText {
  const body = paragraphs.map((paragraph) => (paragraph.startsWith("<") ? paragraph : `<p>${paragraph}</p>`)).join("");
  const contact = `<p>${CONTACT[language]} <a href="mailto:media@kaarna.example">media@kaarna.example</a></p>`;
  return { title, intro, body: `${body}${contact}` };
}
