// The web-vitals reporter (its attribution build): LCP, INP, CLS and TTFB of this page load, with the
// element each one is about, sent as a beacon to /api/rum when the page is hidden (switched away from,
// closed or left). Each metric of a page load is sent once; a page restored from the
// back/forward cache is a new page load to web-vitals and is sent again, as such.
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution";
import { CONNECTIONS, NAVIGATION_TYPES } from "../../shared/field-measurements.ts";
import type { FieldBeacon, FieldMeasurement } from "../../shared/schemas/field-beacon.ts";

const BEACON_PATH = "/api/rum";
/** A User Timing mark: DevTools (and the e2e test) can tell the page is being measured. */
const REPORTER_STARTED_MARK = "kaarna:field-measurement";
/** The worker takes selectors up to this length; a longer one is cut, not the beacon refused. */
const MAX_TARGET_LENGTH = 200;

type NavigationType = FieldBeacon["navigationType"];
type Connection = FieldBeacon["connection"];

export function reportWebVitals(pageType: string): void {
  /** Measurements waiting to be sent, per navigation type (a restored page's are another load's). */
  const waiting = new Map<NavigationType, Map<string, FieldMeasurement>>();
  /** Metric instances already sent: web-vitals reports INP and CLS again when they change. */
  const sent = new Set<string>();
  const waitingIds: string[] = [];

  const keep = (metric: MetricWithAttribution) => {
    if (sent.has(metric.id) || !isNavigationType(metric.navigationType)) return;
    const measurements = waiting.get(metric.navigationType) ?? new Map<string, FieldMeasurement>();
    measurements.set(metric.name, measurementOf(metric));
    waiting.set(metric.navigationType, measurements);
    waitingIds.push(metric.id);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);

  const send = () => {
    for (const [navigationType, measurements] of waiting) {
      const beacon = {
        pageType: pageType as FieldBeacon["pageType"],
        navigationType,
        connection: connection(),
        measurements: [...measurements.values()],
      } satisfies FieldBeacon;
      if (!navigator.sendBeacon(BEACON_PATH, JSON.stringify(beacon))) return;
      waiting.delete(navigationType);
    }
    for (const id of waitingIds.splice(0)) sent.add(id);
  };
  // Hidden is the last moment a page is sure to have (web-vitals finalises LCP and CLS then); a
  // pagehide listener would send before that, since Chromium hides a page after its pagehide.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  performance.mark(REPORTER_STARTED_MARK);
}

function measurementOf(metric: MetricWithAttribution): FieldMeasurement {
  switch (metric.name) {
    case "LCP":
      return { name: "LCP", value: Math.round(metric.value), target: cut(metric.attribution.target) };
    case "INP":
      return { name: "INP", value: Math.round(metric.value), target: cut(metric.attribution.interactionTarget) };
    case "CLS":
      return {
        name: "CLS",
        value: Math.round(metric.value * 10_000) / 10_000,
        target: cut(metric.attribution.largestShiftTarget),
      };
    default:
      return { name: "TTFB", value: Math.round(metric.value) };
  }
}

const cut = (target: string | undefined) => target?.slice(0, MAX_TARGET_LENGTH);

const isNavigationType = (type: string): type is NavigationType => (NAVIGATION_TYPES as readonly string[]).includes(type);

function connection(): Connection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTIONS as readonly string[]).includes(type ?? "") ? (type as Connection) : "unknown";
}
