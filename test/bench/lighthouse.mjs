// Lighthouse in the benchmark: the mobile preset in Debian's Chromium, with the CPU slowdown calibrated
// to this host (DevTools' low-tier phone scores 264; the default 4x assumes a host near 1,000), three
// runs per page, medians beside DESIGN.md's budgets. A measurement, never a CI gate.
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

/** One Lighthouse run of a URL; resolves to its report (lhr). */
function lighthouse(url, cpuSlowdown) {
  const args = [url, "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${CHROME_FLAGS}`];
  args.push(`--only-categories=${CATEGORIES.join(",")}`);
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
async function lighthouseRun(url, cpuSlowdown) {
  try {
    return await lighthouse(url, cpuSlowdown);
  } catch (error) {
    console.error(`${error.message}; running it again`);
    return lighthouse(url, cpuSlowdown);
  }
}

/** The host's CPU slowdown for a low-tier phone, from a first run's benchmarkIndex. */
export async function calibrate(origin) {
  const lhr = await lighthouseRun(`${origin}${LIGHTHOUSE_PAGES[0][1]}`);
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  return { benchmarkIndex, slowdown: Number((benchmarkIndex / LOW_TIER_PHONE_INDEX).toFixed(2)) };
}

/** The figures the budgets speak of, from one report. */
function figures(lhr) {
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  const tasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  return {
    performance: score("performance"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of `runs` calibrated runs per page, as rows [name, value, budget, ok]. */
export async function lighthouseRows(origin, { slowdown, runs = 3, pages = LIGHTHOUSE_PAGES }) {
  const rows = [];
  for (const [kind, path] of pages) {
    const reports = [];
    for (let run = 0; run < runs; run += 1) reports.push(figures(await lighthouseRun(`${origin}${path}`, slowdown)));
    const m = Object.fromEntries(Object.keys(reports[0]).map((key) => [key, median(reports.map((r) => r[key]))]));
    const label = `Lighthouse ${kind}`;
    rows.push(
      [`${label} performance`, String(m.performance), ">= 95", m.performance >= 95],
      [`${label} LCP`, `${(m.lcp / 1000).toFixed(2)} s`, "<= 2.0 s", m.lcp <= 2000],
      [`${label} TBT`, `${m.tbt.toFixed(0)} ms`, "<= 150 ms", m.tbt <= 150],
      [`${label} CLS`, m.cls.toFixed(3), "<= 0.02", m.cls <= 0.02],
      [`${label} longest task`, `${m.longestTask.toFixed(0)} ms`, "(report)", true],
      [
        `${label} a11y / BP / SEO`,
        `${m.accessibility} / ${m.bestPractices} / ${m.seo}`,
        "100 each",
        m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100,
      ],
    );
  }
  return rows;
}
