/**
 * Import rules checked by `npm test` (dependency-cruiser): no import circle, except the one the
 * content model needs. A container block holds a content area, and a content area renders blocks
 * through the block registry and its table, which lists the container block: ContainerBlock →
 * ContentArea → blocks/block-registry → blocks/registry → ContainerBlock. That recursion is the CMS's (blocks inside blocks); the registry
 * loads blocks lazily, so at run time it is a dynamic import, not a load-order knot.
 */
const CONTENT_RECURSION =
  "^client/(blocks/(ContainerBlock\\.tsx|registry\\.ts|block-registry(\\.browser)?\\.ts)|components/ContentArea\\.tsx)$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle ties modules together so that none can be understood, tested or split alone.",
      from: {},
      to: { circular: true, via: { pathNot: CONTENT_RECURSION } },
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
