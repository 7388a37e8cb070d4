// Where field measurements and request records go: Analytics Engine in remote mode (the deployed
// shop), D1 in embedded mode (a fresh clone, whose ops page reads them back). One interface, so the
// beacon route and the request recorder do not care which.
import type { Env } from "../env.ts";
import { upstreamMode } from "../upstream/port.ts";
import { analyticsEngineStore } from "./analytics-engine-store.ts";
import { d1Store } from "./d1-store.ts";
import type { MeasurementStore } from "./measurements.ts";

export function openMeasurementStore(env: Env): MeasurementStore {
  return upstreamMode(env) === "remote" ? analyticsEngineStore(env.MEASUREMENTS) : d1Store(env.DB);
}
