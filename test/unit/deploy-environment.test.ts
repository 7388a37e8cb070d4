// What `npm run deploy` refuses (scripts/deploy-environment.mjs): the environments as committed hold
// only placeholders an operator replaces, and a test switch, a sample rate out of range or a dataset
// the ops page would not query are refused however real the ids are.
import { describe, expect, it } from "vitest";
import { deployProblems, ENVIRONMENTS, readEnvironment } from "../../scripts/deploy-environment.mjs";

const REAL = {
  name: "kaarna-storefront-production",
  routes: [{ pattern: "kaarna.fi", custom_domain: true }],
  kv_namespaces: [{ binding: "PAGE_MODELS", id: "9f2c4e1a7b3d4c5e8f9a0b1c2d3e4f5a" }],
  d1_databases: [{ binding: "DB", database_id: "3b6f0c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c" }],
  analytics_engine_datasets: [{ binding: "MEASUREMENTS", dataset: "kaarna_storefront_production" }],
  vars: {
    UPSTREAM_ORIGIN: "https://api.kaarna.fi",
    PREVIEW_FRAME_ORIGINS: "https://cms.kaarna.fi",
    FAULTS: "",
    RUM_SAMPLE_RATE: "0.1",
    OPS_ACCESS_CERTS_URL: "https://kaarna.cloudflareaccess.com/cdn-cgi/access/certs",
    OPS_ACCESS_AUD: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
    MEASUREMENTS_DATASET: "kaarna_storefront_production",
  },
};

describe("deploy problems", () => {
  it("finds nothing wrong with an environment whose ids and hosts are real", () => {
    expect(deployProblems(REAL)).toEqual({ placeholders: [], mistakes: [] });
  });

  it.each(ENVIRONMENTS)("finds only placeholders in wrangler.toml's [env.%s], each of them", (environment) => {
    const { placeholders, mistakes } = deployProblems(readEnvironment(environment));
    expect(mistakes).toEqual([]);
    expect(placeholders).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^KV namespace PAGE_MODELS/),
        expect.stringMatching(/^D1 database DB/),
        expect.stringMatching(/^route .*\.example$/),
        expect.stringMatching(/^var UPSTREAM_ORIGIN/),
        expect.stringMatching(/^var OPS_ACCESS_CERTS_URL/),
        expect.stringMatching(/^var OPS_ACCESS_AUD/),
      ]),
    );
  });

  it("refuses a test switch (failing calls, recording answers), a sample rate out of range, a dataset the ops page would not read and /ops without Access", () => {
    const { mistakes } = deployProblems({
      ...REAL,
      vars: {
        ...REAL.vars,
        FAULTS: "cart.add:fail",
        UPSTREAM_RECORD: "on",
        RUM_SAMPLE_RATE: "10",
        MEASUREMENTS_DATASET: "kaarna_staging",
        OPS_ACCESS_AUD: "",
      },
    });
    expect(mistakes).toEqual([
      "var FAULTS is set (cart.add:fail): it makes upstream calls fail on purpose",
      "var UPSTREAM_RECORD is set: it keeps every upstream answer in D1",
      'var RUM_SAMPLE_RATE must be a number from 0 to 1, not "10"',
      "var MEASUREMENTS_DATASET (kaarna_staging) is not the MEASUREMENTS binding's dataset (kaarna_storefront_production)",
      "/ops needs Cloudflare Access: set OPS_ACCESS_CERTS_URL and OPS_ACCESS_AUD",
    ]);
  });

  it("knows only the two environments", () => {
    expect(() => readEnvironment("qa")).toThrow(/--env must be one of staging, production/);
  });
});
