// The part of the worker's configuration a page may see, chosen by name: nothing else of the
// environment (secrets, origins, ids) ever reaches the browser. Each value is checked here, once.
import * as v from "valibot";
import type { Env } from "../env.ts";
import { log } from "../observability/log.ts";

export interface BrowserConfig {
  /** The share of page loads that measure their web vitals in the field (RUM_SAMPLE_RATE, 0 to 1). */
  fieldSampleRate: number;
}

const SampleRateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.transform(Number),
  v.number(),
  v.minValue(0),
  v.maxValue(1),
);

/** Per isolate: the environment does not change while it lives. */
const known = new WeakMap<object, BrowserConfig>();

export function browserConfig(env: Env): BrowserConfig {
  let config = known.get(env);
  if (!config) {
    config = { fieldSampleRate: sampleRate(env.RUM_SAMPLE_RATE) };
    known.set(env, config);
  }
  return config;
}

function sampleRate(value: string | undefined): number {
  const parsed = v.safeParse(SampleRateSchema, value ?? "0");
  if (parsed.success) return parsed.output;
  log.warn("RUM_SAMPLE_RATE is not a number from 0 to 1: no page load is measured", { value });
  return 0;
}
