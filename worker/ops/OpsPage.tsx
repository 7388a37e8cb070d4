// The ops page: what shoppers feel (p75 web vitals per page type), how the page cache answered and
// what the upstream did, each as a chart with its numbers in a table beside it. Plain HTML and SVG
// drawn on the worker, in the language the request asks for.
import { FIELD_METRICS, type FieldMetric } from "../../shared/field-measurements.ts";
import type { Translator } from "../session/shopper-language.ts";
import type { OpsFigures, UpstreamFigure, Window } from "../observability/ops-figures.ts";
import { GroupedBars, HourColumns, ShareBars, SERIES_COLOURS } from "./charts.tsx";
import { metricFormat, THRESHOLDS } from "./vital-scales.ts";

const WINDOWS: readonly Window[] = ["day", "week"];
const CACHE_STATUSES = ["HIT", "STALE", "MISS", "BYPASS"] as const;
const CACHE_COLOURS = ["#2e7d32", "#9a5b00", "#b71c1c", "#455a64"];
const GOOD = "#2e7d32";
const POOR = "#b71c1c";
const OPS_TIME_ZONE = "Europe/Helsinki";

export interface OpsPageProps {
  tr: Translator;
  locale: string;
  /** Null when the figures could not be read; `problem` then says why. */
  figures: OpsFigures | null;
  problem?: string;
}

const STYLE = `
body{font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0;line-height:1.4}
main{max-width:1240px;margin:0 auto;padding:1.5rem}
section{margin-top:2rem}
.pair{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
figure{margin:0;max-width:100%}
.pair>figure,.pair>div{flex:0 1 640px}
figure svg{max-width:100%;height:auto}
figcaption{font-size:.9rem;margin-top:.25rem}
table{border-collapse:collapse;font-size:.9rem}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{border-bottom:1px solid #c8c8c8;padding:.25rem .6rem;text-align:right}
th[scope=row],thead th:first-child{text-align:left}
.notice{border-left:4px solid #9a5b00;padding:.5rem 1rem;background:#fff8e1}`;

export function OpsPage({ tr, locale, figures, problem }: OpsPageProps) {
  return (
    <html lang={tr.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{tr.t(/*i18n*/ "ops.title")}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{tr.t(/*i18n*/ "ops.title")}</h1>
          <p>{tr.t(/*i18n*/ "ops.intro")}</p>
          {figures ? <Sources tr={tr} figures={figures} /> : <p className="notice">{problem}</p>}
          {figures ? <Figures tr={tr} locale={locale} figures={figures} /> : null}
        </main>
      </body>
    </html>
  );
}

function Sources({ tr, figures }: { tr: Translator; figures: OpsFigures }) {
  return (
    <p>
      {figures.source === "d1" ? tr.t(/*i18n*/ "ops.source.d1") : tr.t(/*i18n*/ "ops.source.analytics-engine")}{" "}
      {figures.includesDemo ? tr.t(/*i18n*/ "ops.demo") : null}
    </p>
  );
}

function Figures({ tr, locale, figures }: { tr: Translator; locale: string; figures: OpsFigures }) {
  return (
    <>
      <section aria-labelledby="vitals">
        <h2 id="vitals">{tr.t(/*i18n*/ "ops.vitals.heading")}</h2>
        <p>{tr.t(/*i18n*/ "ops.vitals.explain")}</p>
        {FIELD_METRICS.map((metric) => (
          <Vital key={metric} tr={tr} locale={locale} figures={figures} metric={metric} />
        ))}
      </section>
      <Cache tr={tr} locale={locale} figures={figures} />
      <Upstream tr={tr} locale={locale} figures={figures} />
    </>
  );
}

const METRIC_NAMES: Record<FieldMetric, string> = {
  LCP: /*i18n*/ "ops.metric.lcp",
  INP: /*i18n*/ "ops.metric.inp",
  CLS: /*i18n*/ "ops.metric.cls",
  TTFB: /*i18n*/ "ops.metric.ttfb",
};

function Vital({ tr, locale, figures, metric }: { tr: Translator; locale: string; figures: OpsFigures; metric: FieldMetric }) {
  const format = metricFormat(locale, metric);
  const count = new Intl.NumberFormat(locale);
  const ofMetric = figures.vitals.filter((figure) => figure.metric === metric);
  const pageTypes = [...new Set(ofMetric.map((figure) => figure.pageType))].sort(
    (a, b) => weekCount(ofMetric, b) - weekCount(ofMetric, a) || a.localeCompare(b),
  );
  const figureOf = (pageType: string, window: Window) =>
    ofMetric.find((figure) => figure.pageType === pageType && figure.window === window);
  const id = `vital-${metric.toLowerCase()}`;
  const title = tr.t(/*i18n*/ "ops.vitals.chart", { metric });
  const { good, poor } = THRESHOLDS[metric];
  const thresholds = tr.t(/*i18n*/ "ops.vitals.thresholds", { good: format(good), poor: format(poor) });
  return (
    <>
      <h3>{tr.t(METRIC_NAMES[metric])}</h3>
      {pageTypes.length === 0 ? (
        <p>{tr.t(/*i18n*/ "ops.no-data")}</p>
      ) : (
        <div className="pair">
          <figure>
            <GroupedBars
              id={id}
              title={title}
              summary={thresholds}
              rows={pageTypes.map((pageType) => ({
                label: pageType,
                values: WINDOWS.map((window) => figureOf(pageType, window)?.p75 ?? null),
              }))}
              series={[tr.t(/*i18n*/ "ops.column.last-day"), tr.t(/*i18n*/ "ops.column.last-week")]}
              marks={[
                { at: good, label: tr.t(/*i18n*/ "ops.chart.good"), colour: GOOD },
                { at: poor, label: tr.t(/*i18n*/ "ops.chart.poor"), colour: POOR },
              ]}
              format={format}
            />
            <figcaption>{`${title}. ${thresholds}`}</figcaption>
          </figure>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{tr.t(/*i18n*/ "ops.column.page-type")}</th>
                <th scope="col">{tr.t(/*i18n*/ "ops.column.last-day")}</th>
                <th scope="col">{tr.t(/*i18n*/ "ops.column.last-week")}</th>
                <th scope="col">{tr.t(/*i18n*/ "ops.column.measurements")}</th>
              </tr>
            </thead>
            <tbody>
              {pageTypes.map((pageType) => {
                const [day, week] = WINDOWS.map((window) => figureOf(pageType, window));
                return (
                  <tr key={pageType}>
                    <th scope="row">{pageType}</th>
                    <td>{day ? format(day.p75) : "–"}</td>
                    <td>{week ? format(week.p75) : "–"}</td>
                    <td>{`${count.format(day?.count ?? 0)} / ${count.format(week?.count ?? 0)}`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const weekCount = (figures: OpsFigures["vitals"], pageType: string) =>
  figures.find((figure) => figure.pageType === pageType && figure.window === "week")?.count ?? 0;

function Cache({ tr, locale, figures }: { tr: Translator; locale: string; figures: OpsFigures }) {
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const countOf = (window: Window, status: string) =>
    figures.cache.find((figure) => figure.window === window && figure.status === status)?.count ?? 0;
  const totalOf = (window: Window) => CACHE_STATUSES.reduce((sum, status) => sum + countOf(window, status), 0);
  const windowNames = { day: tr.t(/*i18n*/ "ops.column.last-day"), week: tr.t(/*i18n*/ "ops.column.last-week") };
  const title = tr.t(/*i18n*/ "ops.cache.chart");
  const shareText = (window: Window, status: string) =>
    share.format(totalOf(window) ? countOf(window, status) / totalOf(window) : 0);
  const summary = WINDOWS.map(
    (window) => `${windowNames[window]}: ${CACHE_STATUSES.map((status) => `${status} ${shareText(window, status)}`).join(", ")}`,
  ).join(". ");
  return (
    <section aria-labelledby="cache">
      <h2 id="cache">{tr.t(/*i18n*/ "ops.cache.heading")}</h2>
      <p>{tr.t(/*i18n*/ "ops.cache.explain")}</p>
      <div className="pair">
        <figure>
          <ShareBars
            id="cache-shares"
            title={title}
            summary={summary}
            rows={WINDOWS.map((window) => ({
              label: windowNames[window],
              counts: CACHE_STATUSES.map((status) => countOf(window, status)),
            }))}
            parts={CACHE_STATUSES}
            colours={CACHE_COLOURS}
          />
          <figcaption>{`${title}. ${summary}.`}</figcaption>
        </figure>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{tr.t(/*i18n*/ "ops.column.answer")}</th>
              <th scope="col">{windowNames.day}</th>
              <th scope="col">{windowNames.week}</th>
            </tr>
          </thead>
          <tbody>
            {CACHE_STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row">{status}</th>
                {WINDOWS.map((window) => (
                  <td key={window}>{`${shareText(window, status)} (${count.format(countOf(window, status))})`}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Upstream({ tr, locale, figures }: { tr: Translator; locale: string; figures: OpsFigures }) {
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const ms = metricFormat(locale, "TTFB");
  const hourLabel = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: OPS_TIME_ZONE });
  const errorRate = (figure: UpstreamFigure) => (figure.requests ? figure.errors / figure.requests : null);
  const hours = figures.upstreamHours.map((hour) => ({ ...hour, label: hourLabel.format(hour.hour) }));
  const latencyTitle = tr.t(/*i18n*/ "ops.upstream.latency-chart");
  const errorTitle = tr.t(/*i18n*/ "ops.upstream.error-chart");
  const windowNames = { day: tr.t(/*i18n*/ "ops.column.last-day"), week: tr.t(/*i18n*/ "ops.column.last-week") };
  const summaryOf = (window: Window) => {
    const figure = figures.upstream[window];
    const rate = errorRate(figure);
    return `${windowNames[window]}: p75 ${figure.p75Ms === null ? "–" : ms(figure.p75Ms)}, ${rate === null ? "–" : share.format(rate)}`;
  };
  const summary = WINDOWS.map(summaryOf).join(". ");
  return (
    <section aria-labelledby="upstream">
      <h2 id="upstream">{tr.t(/*i18n*/ "ops.upstream.heading")}</h2>
      <p>{tr.t(/*i18n*/ "ops.upstream.explain")}</p>
      <table>
        <caption>{tr.t(/*i18n*/ "ops.upstream.totals")}</caption>
        <thead>
          <tr>
            <th scope="col">{tr.t(/*i18n*/ "ops.column.period")}</th>
            <th scope="col">{tr.t(/*i18n*/ "ops.column.requests")}</th>
            <th scope="col">{tr.t(/*i18n*/ "ops.column.p75-time")}</th>
            <th scope="col">{tr.t(/*i18n*/ "ops.column.errors")}</th>
            <th scope="col">{tr.t(/*i18n*/ "ops.column.error-rate")}</th>
          </tr>
        </thead>
        <tbody>
          {WINDOWS.map((window) => {
            const figure = figures.upstream[window];
            const rate = errorRate(figure);
            return (
              <tr key={window}>
                <th scope="row">{windowNames[window]}</th>
                <td>{count.format(figure.requests)}</td>
                <td>{figure.p75Ms === null ? "–" : ms(figure.p75Ms)}</td>
                <td>{count.format(figure.errors)}</td>
                <td>{rate === null ? "–" : share.format(rate)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="pair">
        <div>
          <figure>
            <HourColumns
              id="upstream-latency"
              title={latencyTitle}
              summary={summary}
              hours={hours.map((hour) => ({ label: hour.label, value: hour.p75Ms }))}
              colour={SERIES_COLOURS[0]}
              format={ms}
            />
            <figcaption>{`${latencyTitle}. ${tr.t(/*i18n*/ "ops.upstream.time-zone")}`}</figcaption>
          </figure>
          <figure>
            <HourColumns
              id="upstream-errors"
              title={errorTitle}
              summary={summary}
              hours={hours.map((hour) => ({ label: hour.label, value: errorRate(hour) }))}
              colour={POOR}
              format={(value) => share.format(value)}
            />
            <figcaption>{`${errorTitle}. ${tr.t(/*i18n*/ "ops.upstream.time-zone")}`}</figcaption>
          </figure>
        </div>
        <table>
          <caption>{tr.t(/*i18n*/ "ops.upstream.hours")}</caption>
          <thead>
            <tr>
              <th scope="col">{tr.t(/*i18n*/ "ops.column.hour")}</th>
              <th scope="col">{tr.t(/*i18n*/ "ops.column.requests")}</th>
              <th scope="col">{tr.t(/*i18n*/ "ops.column.p75-time")}</th>
              <th scope="col">{tr.t(/*i18n*/ "ops.column.error-rate")}</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => {
              const rate = errorRate(hour);
              return (
                <tr key={hour.hour}>
                  <th scope="row">{hour.label}</th>
                  <td>{count.format(hour.requests)}</td>
                  <td>{hour.p75Ms === null ? "–" : ms(hour.p75Ms)}</td>
                  <td>{rate === null ? "–" : share.format(rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
