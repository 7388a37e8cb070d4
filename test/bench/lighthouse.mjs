// Lighthouse in the benchmark: the mobile preset in Debian's Chromium on a calibrated low-tier phone
// (the host's benchmarkIndex / 264, DevTools' low-tier phone). The budget reading is applied
// throttling (the CPU really slowed, slow 4G), five runs a page with their spread; simulated
// throttling (Lantern) is printed beside it and never judged: it multiplies every wait for a core by
// the slowdown and drops tasks under 10 ms, so on a shared host it measures the neighbours. A
// framework floor, the same shell hydrating a page with no content, is measured in the same run, so
// each page's blocking and main-thread time read as a ratio to what the framework costs anyway.
import { spawn } from "node:child_process";
import { env } from "../../scripts/run.mjs";

const LOW_TIER_PHONE_INDEX = 264;
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export const LIGHTHOUSE_PAGES = [
  ["start", "/en"],
  ["category", "/en/products/chocolate-tablets"],
  ["product", "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70"],
];
/** The floor's page: a content page the bench adds with no blocks (floor-page.mjs). */
export const FLOOR_PAGE = ["framework floor", "/en/framework-floor"];

export const LIGHTHOUSE_BUDGETS = { performance: 90, tbt: 200, lcp: 2500, cls: 0.02 };

/** One Lighthouse run of a URL; resolves to its report (lhr). `method` is "devtools" or "simulate". */
function lighthouse(url, { cpuSlowdown, method = "simulate" } = {}) {
  const args = [url, "--output=json", "--output-path=stdout", "--quiet"];
  args.push(`--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(",")}`);
  args.push(`--throttling-method=${method}`);
  if (cpuSlowdown) args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
  return new Promise((resolve, reject) => {
    const child = spawn("lighthouse", args, {
      env: { ...env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let json = "";
    child.stdout.on("data", (chunk) => (json += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} failed (exit ${code})`));
      const lhr = JSON.parse(json);
      if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`));
      resolve(lhr);
    });
  });
}

/**
 * One run, tried a second time when Lighthouse itself fails: its trace recording now and then loses
 * the navigation start (NO_NAVSTART) on a busy host, which says nothing about the page.
 */
export async function lighthouseRun(url, options) {
  try {
    return await lighthouse(url, options);
  } catch (error) {
    console.error(`${error.message}; running it again`);
    return lighthouse(url, options);
  }
}

/** Unthrottled runs whose benchmarkIndex the calibration takes the median of. */
const CALIBRATION_RUNS = 3;

/** The host's CPU slowdown for a low-tier phone, from the median benchmarkIndex of three unthrottled runs. */
export async function calibrate(origin) {
  const indices = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    const lhr = await lighthouseRun(`${origin}${LIGHTHOUSE_PAGES[0][1]}`);
    indices.push(lhr.environment.benchmarkIndex);
  }
  const benchmarkIndex = median(indices);
  return { benchmarkIndex, indices, slowdown: Number((benchmarkIndex / LOW_TIER_PHONE_INDEX).toFixed(2)) };
}

/** The figures the budgets speak of, from one report. */
export function figures(lhr) {
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  return {
    performance: score("performance"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    mainThread: lhr.audits["mainthread-work-breakdown"].numericValue,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A figure's runs against its budget: "ok" when the median meets it and every run's spread stays on
 * the median's side of the budget, "MISS" when the median misses it, "WIDE" when the median meets
 * it but the runs straddle the budget (the spread is wider than the margin: not sure either way).
 */
export function judge(values, budget, { atLeast = false } = {}) {
  const m = median(values);
  const meets = (value) => (atLeast ? value >= budget : value <= budget);
  if (!meets(m)) return "MISS";
  return values.every(meets) ? "ok" : "WIDE";
}

/** Each run's values least first, as "a / b / c". */
const each = (values, format) =>
  [...values]
    .sort((a, b) => a - b)
    .map(format)
    .join(" / ");
const ms = (value) => value.toFixed(0);
const seconds = (value) => (value / 1000).toFixed(2);

/** `runs` runs of each page with one throttling method, in turns (a page's runs spread over the run). */
async function runPages(origin, pages, runs, options) {
  const reports = new Map(pages.map(([kind]) => [kind, []]));
  for (let run = 0; run < runs; run += 1)
    for (const [kind, path] of pages) reports.get(kind).push(figures(await lighthouseRun(`${origin}${path}`, options)));
  return reports;
}

/**
 * Rows [name, value, budget, status] for the pages and the floor: applied throttling's medians of
 * `runs` with each run's figures and the ratio to the floor, then simulated throttling's medians of
 * three, reported only.
 */
export async function lighthouseRows(origin, { slowdown, runs = 5, pages = LIGHTHOUSE_PAGES }) {
  const applied = await runPages(origin, [...pages, FLOOR_PAGE], runs, { cpuSlowdown: slowdown, method: "devtools" });
  const floor = applied.get(FLOOR_PAGE[0]);
  const floorTbt = median(floor.map((report) => report.tbt));
  const floorMainThread = median(floor.map((report) => report.mainThread));
  const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(1)}x` : "n/a");
  const rows = [];
  for (const [kind] of [...pages, FLOOR_PAGE]) {
    const reports = applied.get(kind);
    const of = (key) => reports.map((report) => report[key]);
    const label = `applied ${kind}`;
    const isFloor = kind === FLOOR_PAGE[0];
    rows.push(
      [
        `${label} performance`,
        `${median(of("performance"))} (${each(of("performance"), String)})`,
        `>= ${LIGHTHOUSE_BUDGETS.performance}`,
        isFloor ? "report" : judge(of("performance"), LIGHTHOUSE_BUDGETS.performance, { atLeast: true }),
      ],
      [
        `${label} TBT, ms`,
        `${ms(median(of("tbt")))} (${each(of("tbt"), ms)})`,
        `<= ${LIGHTHOUSE_BUDGETS.tbt}`,
        isFloor ? "report" : judge(of("tbt"), LIGHTHOUSE_BUDGETS.tbt),
      ],
      [
        `${label} LCP, s`,
        `${seconds(median(of("lcp")))} (${each(of("lcp"), seconds)})`,
        `<= ${seconds(LIGHTHOUSE_BUDGETS.lcp)}`,
        isFloor ? "report" : judge(of("lcp"), LIGHTHOUSE_BUDGETS.lcp),
      ],
      [
        `${label} CLS`,
        `${median(of("cls")).toFixed(3)} (${each(of("cls"), (value) => value.toFixed(3))})`,
        `<= ${LIGHTHOUSE_BUDGETS.cls}`,
        isFloor ? "report" : judge(of("cls"), LIGHTHOUSE_BUDGETS.cls),
      ],
      [`${label} main-thread time, ms`, `${ms(median(of("mainThread")))} (${each(of("mainThread"), ms)})`, "(report)", "report"],
    );
    if (!isFloor)
      rows.push(
        [
          `${label} TBT / main-thread time, to the floor's`,
          `${ratio(median(of("tbt")), floorTbt)} / ${ratio(median(of("mainThread")), floorMainThread)}`,
          "(report)",
          "report",
        ],
        [
          `${label} a11y / BP / SEO`,
          `${median(of("accessibility"))} / ${median(of("bestPractices"))} / ${median(of("seo"))}`,
          "100 each",
          ["accessibility", "bestPractices", "seo"].every((key) => of(key).every((value) => value === 100)) ? "ok" : "MISS",
        ],
      );
  }
  const simulated = await runPages(origin, pages, 3, { cpuSlowdown: slowdown, method: "simulate" });
  for (const [kind] of pages) {
    const reports = simulated.get(kind);
    const of = (key) => reports.map((report) => report[key]);
    rows.push([
      `simulated ${kind}: performance / TBT ms / LCP s (medians of 3; TBT of each run)`,
      `${median(of("performance"))} / ${ms(median(of("tbt")))} / ${seconds(median(of("lcp")))} (${each(of("tbt"), ms)})`,
      "(report)",
      "report",
    ]);
  }
  return rows;
}
