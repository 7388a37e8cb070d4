/**
 * The header inline search's results (spec 000 §2, §4, §5, §9), loaded on the box's
 * first focus: a content search 500 ms after typing pauses (at most 2 s while typing goes on), only for
 * non-empty text; typing clears the results and shows a loader until the answer; an empty box resets.
 * At most 5 results, then a button to the search page with the words. Enter opens the top result, or
 * the search page when there is none (yet). Escape, a click outside or leaving closes the results.
 */
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { INLINE_SEARCH_DEBOUNCE_MS, INLINE_SEARCH_MAX_WAIT_MS } from "../../../shared/rules/content-search-query.ts";
import { track } from "../../analytics/track.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { Link } from "../Link.tsx";
import { useCloseOnNavigation } from "../shell/useCloseOnNavigation.ts";
import { contentSearchQueries } from "./content-search-queries.ts";
import { searchAddress } from "./search-url.ts";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import "../ButtonLink.css";
import "./InlineSearchResults.css";
import { countValues } from "../../../shared/rules/locale.ts";

export interface InlineSearchResultsProps {
  /** The header's box (left to the browser until now): this part follows its words and takes its Enter. */
  inputId: string;
  searchPageUrl: string;
}

const boxOf = (id: string) => document.getElementById(id) as HTMLInputElement | null;

export function InlineSearchResults({ inputId, searchPageUrl }: InlineSearchResultsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const storefront = useStorefront();
  const language = usePageModel().metadata.currentLanguage;
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  // Escape closes the results first; with none shown it is left to what holds the box (the mobile menu).
  const shownRef = useRef(false);
  const [term, setTerm] = useState(() => boxOf(inputId)?.value ?? "");
  const words = term.trim();
  // From empty: words typed before this part loaded wait for the pause like any others.
  const debounced = useDebouncedValue(words, INLINE_SEARCH_DEBOUNCE_MS, { maxWaitMs: INLINE_SEARCH_MAX_WAIT_MS, initial: "" });
  const results = useQuery(contentSearchQueries.inline(storefront, debounced, language));
  const settled = debounced === words;
  const loading = words !== "" && (!settled || results.isFetching);
  const hits = settled && !loading ? (results.data?.hits ?? []) : [];
  const failed = settled && !loading && results.data?.failed === true;
  const advanced = searchAddress(searchPageUrl, words);

  const reset = () => {
    const box = boxOf(inputId);
    if (box) box.value = "";
    setTerm("");
    setOpen(false);
  };
  useCloseOnNavigation(reset);

  // Typing opens the results again after Escape or a click elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens on every change of the words.
  useEffect(() => setOpen(true), [words]);

  // The box, its results and their button are one widget: a click or focus outside all of them closes.
  useEffect(() => {
    const widget = root.current?.closest("search");
    if (!widget) return;
    const outside = (event: Event) => {
      if (!widget.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !shownRef.current) return;
      event.stopPropagation();
      setOpen(false);
      boxOf(inputId)?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    widget.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      widget.removeEventListener("keydown", onEscape);
    };
  }, [inputId]);

  // Enter: the top result, or the search page when there is none (yet).
  const submit = useRef<(event: SubmitEvent) => void>(() => {});
  submit.current = (event) => {
    event.preventDefault();
    if (words) track("trackSearch", words);
    const top = hits[0];
    reset();
    boxOf(inputId)?.blur();
    navigate(top ? top.url : advanced);
  };
  useEffect(() => {
    const box = boxOf(inputId);
    const form = box?.form;
    if (!box || !form) return;
    const onInput = () => setTerm(box.value);
    const onSubmit = (event: SubmitEvent) => submit.current(event);
    box.addEventListener("input", onInput);
    form.addEventListener("submit", onSubmit);
    onInput(); // a key pressed while this part was rendering

    return () => {
      box.removeEventListener("input", onInput);
      form.removeEventListener("submit", onSubmit);
    };
  }, [inputId]);

  const status = loading
    ? i18n._("shell.inline-search.loading")
    : failed
      ? i18n._("search.error")
      : words && settled && results.data
        ? hits.length
          ? i18n._("shell.inline-search.count", countValues(hits.length, i18n.locale))
          : i18n._("shell.inline-search.none")
        : "";
  const shown = open && words !== "";
  shownRef.current = shown;
  return (
    <div ref={root} className="inline-search__results" hidden={!shown}>
      <p className={hits.length ? "visually-hidden" : "inline-search__status"} role="status">
        {shown ? status : ""}
      </p>
      {shown && loading ? <span className="inline-search__spinner" aria-hidden="true" /> : null}
      {shown && hits.length ? (
        <ul className="inline-search__list">
          {hits.map((hit) => (
            <li key={`${hit.type}:${hit.contentId}`}>
              <Link href={hit.url} className="inline-search__hit" onClick={reset}>
                <span className="inline-search__hit-title">{hit.title}</span>
                {hit.topic ? <span className="inline-search__hit-topic">{hit.topic}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <Link
          href={advanced}
          className="button-link button-link--secondary inline-search__advanced"
          onClick={() => {
            track("trackSearch", words);
            reset();
          }}
        >
          {i18n._("shell.inline-search.advanced")}
        </Link>
      ) : null}
    </div>
  );
}
