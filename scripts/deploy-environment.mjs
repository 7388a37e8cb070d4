// An environment of wrangler.toml as the deploy sees it (wrangler's own reader, so [env.*] is merged
// exactly as wrangler merges it), and what would make deploying it a mistake: a placeholder an operator
// has not replaced yet, a test switch left on, or two settings that must agree and do not.
import { unstable_readConfig } from "wrangler";

export const ENVIRONMENTS = ["staging", "production"];

/** The environment's configuration, flattened: its own bindings and vars, the top level's inherited keys. */
export function readEnvironment(env, configPath = "wrangler.toml") {
  if (!ENVIRONMENTS.includes(env)) throw new Error(`--env must be one of ${ENVIRONMENTS.join(", ")}, not ${JSON.stringify(env)}`);
  return unstable_readConfig({ config: configPath, env });
}

/** wrangler.toml's placeholders: ids of zeros, and hosts under .example (RFC 2606 keeps it for examples). */
const PLACEHOLDER_ID = /^[0-]+$/;
const isPlaceholderHost = (host) => host === "example" || host.endsWith(".example");

function hostOf(value) {
  try {
    return new URL(value.includes("://") ? value : `https://${value}`).hostname;
  } catch {
    return "";
  }
}

/**
 * What is wrong with deploying `config`: `placeholders` (fine for a dry run, refused for a real one)
 * and `mistakes` (refused always). Each entry says where and what.
 */
export function deployProblems(config) {
  const placeholders = [];
  const mistakes = [];
  const vars = config.vars ?? {};
  for (const namespace of config.kv_namespaces ?? [])
    if (PLACEHOLDER_ID.test(namespace.id ?? "")) placeholders.push(`KV namespace ${namespace.binding}: id ${namespace.id}`);
  for (const database of config.d1_databases ?? [])
    if (PLACEHOLDER_ID.test(database.database_id ?? ""))
      placeholders.push(`D1 database ${database.binding}: database_id ${database.database_id}`);
  for (const route of config.routes ?? []) {
    const pattern = typeof route === "string" ? route : route.pattern;
    if (isPlaceholderHost(hostOf(pattern))) placeholders.push(`route ${pattern}`);
  }
  for (const name of ["UPSTREAM_ORIGIN", "OPS_ACCESS_CERTS_URL"])
    if (vars[name] && isPlaceholderHost(hostOf(vars[name]))) placeholders.push(`var ${name}: ${vars[name]}`);
  for (const origin of String(vars.PREVIEW_FRAME_ORIGINS ?? "")
    .split(/\s+/)
    .filter(Boolean))
    if (isPlaceholderHost(hostOf(origin))) placeholders.push(`var PREVIEW_FRAME_ORIGINS: ${origin}`);
  if (PLACEHOLDER_ID.test(vars.OPS_ACCESS_AUD ?? "")) placeholders.push(`var OPS_ACCESS_AUD: ${vars.OPS_ACCESS_AUD}`);

  if (vars.FAULTS) mistakes.push(`var FAULTS is set (${vars.FAULTS}): it makes upstream calls fail on purpose`);
  if (vars.UPSTREAM_RECORD) mistakes.push(`var UPSTREAM_RECORD is set: it keeps every upstream answer in D1`);
  const rate = Number(vars.RUM_SAMPLE_RATE);
  if (vars.RUM_SAMPLE_RATE === undefined || !(rate >= 0 && rate <= 1))
    mistakes.push(`var RUM_SAMPLE_RATE must be a number from 0 to 1, not ${JSON.stringify(vars.RUM_SAMPLE_RATE)}`);
  const dataset = (config.analytics_engine_datasets ?? []).find((binding) => binding.binding === "MEASUREMENTS")?.dataset;
  if (!dataset) mistakes.push("no MEASUREMENTS Analytics Engine dataset");
  else if (vars.MEASUREMENTS_DATASET !== dataset)
    mistakes.push(
      `var MEASUREMENTS_DATASET (${vars.MEASUREMENTS_DATASET}) is not the MEASUREMENTS binding's dataset (${dataset})`,
    );
  if (!(vars.OPS_ACCESS_CERTS_URL && vars.OPS_ACCESS_AUD))
    mistakes.push("/ops needs Cloudflare Access: set OPS_ACCESS_CERTS_URL and OPS_ACCESS_AUD");
  return { placeholders, mistakes };
}
