/**
 * Import rules checked by `npm test` (dependency-cruiser): no import circle, except the one the
 * content model needs. A container block holds a content area, and a content area renders blocks
 * through the block registry and its table, which lists the container block: ContainerBlock →
 * ContentArea → blocks/block-registry → blocks/registry → ContainerBlock. That recursion is the CMS's (blocks inside blocks); the registry
 * loads blocks lazily, so at run time it is a dynamic import, not a load-order knot.
 */
const CONTENT_RECURSION =
  "^client/(blocks/(ContainerBlock\\.tsx|registry\\.ts|block-registry(\\.browser)?\\.ts)|components/ContentArea\\.tsx)$";

/** The browser's form validation modules: the only client modules that take schemas as values. */
const BROWSER_VALIDATION =
  "^client/(components/form/form-issues\\.ts$|blocks/news/subscription-form\\.ts$|pages/checkout/(user-details|payment/card)-rules\\.ts$|pages/member/account-rules\\.ts$|pages/product/designer/tablet-form-rules\\.ts$)";

/** The shop's form rules modules, which load on first use (client/components/form/form-rules.ts). */
const LAZY_FORM_RULES =
  "^client/pages/(checkout/(user-details|payment/card)-rules|member/account-rules|product/designer/tablet-form-rules)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle ties modules together so that none can be understood, tested or split alone.",
      from: {},
      to: { circular: true, via: { pathNot: CONTENT_RECURSION } },
    },
    {
      name: "no-schemas-in-browser-pages",
      severity: "error",
      comment:
        "The worker validates every answer, so the browser takes the schemas and valibot only in a form's " +
        "validation module. A page, block or component that needs a schema file's constant " +
        "would load the library with it (4-5 KB gzip): such constants live in shared/rules.",
      from: { path: "^client/", pathNot: BROWSER_VALIDATION },
      to: { path: "^shared/schemas/|node_modules/valibot/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "form-rules-load-on-first-use",
      severity: "error",
      comment:
        "A shop form's rules (its schema and valibot) load when the form needs them, through lazyRules, so the " +
        "page hydrates without them: import such a module only with import().",
      from: { path: "^client/" },
      to: { path: LAZY_FORM_RULES, dependencyTypesNot: ["type-only", "dynamic-import"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|\\.wrangler)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
