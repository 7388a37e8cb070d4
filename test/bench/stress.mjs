// npm run stress: a measurement (not a test) of the shop under a busy sale day and an attacker, from
// one run against the built worker in local workerd: concurrent cart adds, concurrent gift cards,
// double order submits, a junk-parameter flood, a hanging upstream, a chunked oversized body, and load
// at 10 and 50 connections. A second worker runs in remote mode against a local stand-in upstream
// (startStandIn below) that forwards, hangs or fails on demand. Localhost only; every loop is bounded.
import { spawnSync } from "node:child_process";
import http from "node:http";
import { ensureDevSecrets } from "../../scripts/dev-secrets.mjs";
import { env, freePort, run } from "../../scripts/run.mjs";
import { startServer } from "./server.mjs";

const LOAD_SECONDS = 5;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const ms = (value) => `${Math.round(value)} ms`;

/** A shopper over HTTP: keeps the session cookie like a browser and sends same-origin JSON. */
function shopper(origin) {
  let cookie = "";
  const call = async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith("__Host-kaarna-shopper="));
    if (set) cookie = set.split(";")[0];
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  return {
    call,
    add: (code, quantity) => call("POST", "/api/me/cart/add?language=en", { code, quantity }),
    cart: () => call("GET", "/api/me/cart?language=en"),
  };
}

const lineQuantity = (cart, code) =>
  (cart?.allLineItems ?? cart?.shipments?.flatMap((s) => s.lineItems) ?? [])
    .filter((l) => l.code === code)
    .reduce((n, l) => n + l.quantity, 0);

async function concurrentAdds(origin) {
  const one = shopper(origin);
  await one.add("K1001-100", 1);
  await Promise.all(Array.from({ length: 20 }, () => one.add("K1001-100", 1)));
  const sameLine = lineQuantity((await one.cart()).body, "K1001-100");
  const two = shopper(origin);
  await two.add("K1001-100", 1);
  await Promise.all(Array.from({ length: 10 }, () => two.add("K1003-100", 1)));
  const newCode = lineQuantity((await two.cart()).body, "K1003-100");
  const three = shopper(origin);
  await three.add("K1001-100", 1);
  const raced = await Promise.all(Array.from({ length: 10 }, () => three.add("K1001-350", 3)));
  const stockLine = lineQuantity((await three.cart()).body, "K1001-350");
  console.log("Concurrent cart adds");
  console.log(`  20 × add +1 on one line:      expected 21, got ${sameLine}`);
  console.log(`  10 × add of a new code:       expected 10, got ${newCode}`);
  console.log(
    `  10 × add 3 of stock 12:       at most 12 expected, got ${stockLine} in the cart (${raced.filter((r) => r.status === 200).length} accepted, ${raced.filter((r) => r.status === 409).length} refused with 409)`,
  );
}

const ADDRESS = {
  firstName: "Aino",
  lastName: "Virtanen",
  email: "aino@example.com",
  phoneNumber: "+358401234567",
  line1: "Mannerheimintie 1",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
};

async function readyShopper(origin, quantity = 2) {
  const s = shopper(origin);
  const cartId = (await s.add("K1001-100", quantity)).body.id;
  const step = (name) => `/api/me/checkout/${cartId}/${name}?language=en`;
  await s.call("PUT", step("details"), { shippingAddress: ADDRESS });
  await s.call("PUT", step("shipping"), { shippingMethod: "posti-home" });
  return { ...s, step };
}

async function giftCardsAndOrders(origin) {
  const shoppers = await Promise.all(Array.from({ length: 8 }, () => readyShopper(origin)));
  const applied = await Promise.all(
    shoppers.map((s) => s.call("POST", s.step("gift-card"), { code: "GIFT-0000-1000", pin: "1234" })),
  );
  const reserved = applied.reduce((sum, r) => sum + (r.body?.giftCards ?? []).reduce((n, card) => n + card.amount, 0), 0);
  console.log("Concurrent gift cards (GIFT-0000-1000, balance 10.00)");
  console.log(
    `  8 shoppers at once: ${applied.filter((r) => r.status === 200).length} applied, reserved ${reserved.toFixed(2)} (at most 10.00)`,
  );

  const buyer = await readyShopper(origin, 1);
  await buyer.call("POST", buyer.step("payment"), {
    cardNumber: "4111 1111 1111 1111",
    expiry: "12/39",
    cvc: "123",
    holderName: "Aino",
  });
  const idempotencyKey = crypto.randomUUID();
  const submits = await Promise.all(
    [1, 2].map(() =>
      buyer.call("POST", buyer.step("order"), { consents: ["terms"], isBecomeKaarnaMember: false, idempotencyKey }),
    ),
  );
  const numbers = new Set(submits.map((r) => r.body?.orderNumber ?? `status ${r.status}`));
  console.log("Double order submit (same idempotency key, at once)");
  console.log(
    `  statuses ${submits.map((r) => r.status).join(", ")}; distinct orders: ${numbers.size} (${[...numbers].join(", ")})`,
  );
}

/** The remote upstream's stand-in: forwards content calls to the embedded worker, or hangs, or fails. */
async function startStandIn(target) {
  const state = { mode: "forward", calls: new Map() };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, "http://stand-in");
    const key = `${url.pathname}?contentUrl=${url.searchParams.get("contentUrl") ?? ""}`;
    state.calls.set(key, (state.calls.get(key) ?? 0) + 1);
    if (state.mode === "hang") return; // never answers; the worker must give up on its own
    if (state.mode === "fail") return response.writeHead(500).end("upstream down");
    const forwarded = await fetch(`${target}${url.pathname}${url.search}`, { headers: { accept: "application/json" } });
    response.writeHead(forwarded.status, { "content-type": forwarded.headers.get("content-type") ?? "application/json" });
    response.end(Buffer.from(await forwarded.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, state, stop: () => server.close() };
}

function kvEntries(stateDir, prefix) {
  const result = spawnSync(
    "wrangler",
    ["kv", "key", "list", "--binding", "PAGE_MODELS", "--local", "--persist-to", stateDir, "--prefix", prefix],
    { env, encoding: "utf8" },
  );
  try {
    return JSON.parse(result.stdout).length;
  } catch {
    return `unknown (${result.stderr.trim().split("\n").pop()})`;
  }
}

async function floodAndHang(remote, standIn, stateDir) {
  const junk = await Promise.all(
    Array.from({ length: 50 }, (_, n) => fetch(`${remote}/en/our-story?utm_x=${n}&gclid=${n}&junk${n}=x`).then((r) => r.status)),
  );
  const loads = standIn.state.calls.get("/api/cda/content?contentUrl=/en/our-story") ?? 0;
  console.log("Junk-parameter flood (remote mode, 50 distinct queries on one page)");
  console.log(
    `  statuses: ${[...new Set(junk)].join(", ")}; upstream loads: ${loads}; KV entries: ${kvEntries(stateDir, "/en/our-story")}`,
  );

  standIn.state.mode = "hang";
  let started = performance.now();
  const hung = await fetch(`${remote}/en/customer-service`);
  const hungMs = performance.now() - started;
  await hung.arrayBuffer();
  const hungCalls = standIn.state.calls.get("/api/cda/content?contentUrl=/en/customer-service") ?? 0;
  standIn.state.mode = "forward";
  started = performance.now();
  const recovered = await fetch(`${remote}/en/customer-service`);
  const recoveredMs = performance.now() - started;
  await recovered.arrayBuffer();
  console.log("Hanging upstream (a never-cached page)");
  console.log(`  answered ${hung.status} after ${ms(hungMs)} (budget 2500 ms) with ${hungCalls} upstream call(s)`);
  console.log(
    `  upstream back: next request ${recovered.status} after ${ms(recoveredMs)}, X-Cache ${recovered.headers.get("x-cache")}`,
  );
}

/** Streams up to 64 MB without a length and times the 413. */
function oversizedBody(origin) {
  return new Promise((resolve) => {
    const url = new URL("/api/me/cart/add", origin);
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { origin, "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode, ms: performance.now() - started, sentMb: sent / 1024 / 1024 });
      request.destroy();
    });
    request.on(
      "error",
      () => answered || resolve({ status: "connection closed", ms: performance.now() - started, sentMb: sent / 1024 / 1024 }),
    );
    const chunk = Buffer.alloc(64 * 1024, 97);
    const pump = () => {
      while (!answered && sent < 64 * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

async function load(origin, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  const times = [];
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get(`${origin}/fi`, { agent }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode >= 500) errors += 1;
            times.push(performance.now() - started);
            resolve();
          });
        })
        .on("error", () => {
          errors += 1;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return { rps: times.length / LOAD_SECONDS, p99: percentile(times, 99), errors, total: times.length };
}

ensureDevSecrets();
if (!process.env.STRESS_SKIP_BUILD) await run("vite", ["build"]);
const embedded = await startServer(".wrangler/stress-embedded");
const standIn = await startStandIn(embedded.origin);
const remoteState = ".wrangler/stress-remote";
const remote = await startServer(remoteState, [`UPSTREAM_ORIGIN:${standIn.origin}`]);
try {
  console.log(`\nStress run (embedded ${embedded.origin}, remote ${remote.origin} → stand-in ${standIn.origin})\n`);
  await concurrentAdds(embedded.origin);
  await giftCardsAndOrders(embedded.origin);
  await floodAndHang(remote.origin, standIn, remoteState);
  const body = await oversizedBody(embedded.origin);
  console.log("Chunked oversized body (up to 64 MB, no length)");
  console.log(`  answered ${body.status} after ${ms(body.ms)}, ${body.sentMb.toFixed(1)} MB sent by then`);
  await fetch(`${embedded.origin}/fi`);
  console.log(`Load on a KV-hit page (/fi), ${LOAD_SECONDS} s each`);
  for (const connections of [10, 50]) {
    const result = await load(embedded.origin, connections);
    console.log(
      `  ${connections} connections: ${result.rps.toFixed(0)} req/s, p99 ${ms(result.p99)}, 5xx/errors ${result.errors} of ${result.total}`,
    );
  }
} finally {
  embedded.stop();
  remote.stop();
  standIn.stop();
}
