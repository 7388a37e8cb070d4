// After the end-to-end tests: every upstream answer the storefronts met (recorded in their D1 by
// UPSTREAM_RECORD, worker/upstream/exchange-recorder.ts) must fit the contract, docs/upstream-openapi.json:
// a call the contract names, a status it lists for that call, its media type, and a JSON body that
// validates against the answer's schema. Fails naming each answer that does not; lists the calls the
// run never met.
import { globSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The state folders of the storefronts that record (playwright.config.ts): embedded and remote mode. */
const given = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
const STATES = given.length ? given : [".wrangler/e2e-state", ".wrangler/e2e-remote-state"];
const CONTRACT_ID = "https://kaarna.example/upstream-openapi.json";

const contract = JSON.parse(readFileSync(new URL("../docs/upstream-openapi.json", import.meta.url), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...contract, $id: CONTRACT_ID });

const pointer = (...parts) => parts.map((part) => String(part).replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** Each operation with a pattern for its path: a {parameter} is one path segment (or part of one). */
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    operation,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  })),
);
// A literal path wins over a templated one (/api/cda/press-releases/categories-and-years over /{id}).
operations.sort((a, b) => (a.path.includes("{") ? 1 : 0) - (b.path.includes("{") ? 1 : 0));

function recordedExchanges(state) {
  const rows = [];
  for (const file of globSync(`${state}/v3/d1/**/*.sqlite`).filter((name) => !name.endsWith("metadata.sqlite"))) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'upstream_exchanges'").get();
      if (table)
        rows.push(...db.prepare("SELECT method, path, query, status, content_type, body, seen FROM upstream_exchanges").all());
    } finally {
      db.close();
    }
  }
  return rows.map((row) => ({ ...row, state }));
}

const validators = new Map();
function validatorFor(ref) {
  if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }));
  return validators.get(ref);
}

/** Why an answer does not fit the contract, or null when it does. */
function problemOf(exchange) {
  const found = operations.find((candidate) => candidate.method === exchange.method && candidate.pattern.test(exchange.path));
  if (!found) return { call: null, problem: "the contract names no such call" };
  const call = `${found.method} ${found.path}`;
  const status = String(exchange.status);
  const listed = [status, `${status[0]}XX`, "default"].find((key) => key in found.operation.responses);
  if (!listed) return { call, problem: `answered ${status}, which the contract does not list for this call` };
  const content = found.operation.responses[listed].content;
  if (!content) return null;
  const type = exchange.content_type.split(";")[0].trim().toLowerCase();
  const declared = Object.keys(content).find(
    (name) => name === type || (name.endsWith("/*") && type.startsWith(name.slice(0, -1))),
  );
  if (!declared)
    return {
      call,
      problem: `answered ${status} as ${type || "no media type"}; the contract says ${Object.keys(content).join(", ")}`,
    };
  if (declared !== "application/json") return null;
  const validate = validatorFor(
    `${CONTRACT_ID}#/${pointer("paths", found.path, found.method.toLowerCase(), "responses", listed, "content", declared, "schema")}`,
  );
  let body;
  try {
    body = JSON.parse(exchange.body);
  } catch {
    return { call, problem: `answered ${status} with a body that is not JSON` };
  }
  if (validate(body)) return null;
  const errors = validate.errors.slice(0, 5).map((error) => `${error.instancePath || "/"} ${error.message}`);
  return { call, problem: `answered ${status} with a body the contract's schema refuses: ${errors.join("; ")}` };
}

const exchanges = STATES.flatMap(recordedExchanges);
// A few test files (npm run test:e2e -- <file>) may call no upstream at all; the whole run always does.
const subset = process.argv.includes("--subset");
if (exchanges.length === 0) {
  const message = `No upstream answers were recorded under ${STATES.join(", ")}: did the end-to-end tests run with UPSTREAM_RECORD?`;
  if (subset) console.log(message);
  else console.error(message);
  process.exit(subset ? 0 : 1);
}
const met = new Set();
const failures = [];
for (const exchange of exchanges) {
  const result = problemOf(exchange);
  const found = operations.find((candidate) => candidate.method === exchange.method && candidate.pattern.test(exchange.path));
  if (found) met.add(`${found.method} ${found.path}`);
  if (result) failures.push({ ...result, exchange });
}
const answers = exchanges.reduce((sum, exchange) => sum + exchange.seen, 0);
console.log(
  `Upstream contract: ${answers} answers (${exchanges.length} distinct) of ${met.size} of the contract's ${operations.length} calls checked against docs/upstream-openapi.json.`,
);
const unmet = operations.map((candidate) => `${candidate.method} ${candidate.path}`).filter((call) => !met.has(call));
if (unmet.length) console.log(`Calls the end-to-end run never made: ${unmet.join(", ")}`);
if (failures.length) {
  for (const { call, problem, exchange } of failures.slice(0, 30)) {
    console.error(`✘ ${exchange.method} ${exchange.path}${exchange.query} (${exchange.state}, ${call ?? "no call"}): ${problem}`);
  }
  console.error(`${failures.length} recorded answers do not fit the upstream contract.`);
  process.exit(1);
}
