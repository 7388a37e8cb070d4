// A compile-time test, checked by tsc in npm test: RichText renders only HTML that went through the
// worker's sanitiser (the branded Html of an html() field), never a plain string.
import { RichText } from "../../client/components/RichText.tsx";
import type { Html } from "../../shared/schemas/html.ts";

function fromPlainString(text: string) {
  // @ts-expect-error a plain string is not sanitised HTML
  return <RichText html={text} />;
}

function fromSanitisedField(value: Html) {
  return <RichText html={value} />;
}

void [fromPlainString, fromSanitisedField];
