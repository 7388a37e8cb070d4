// npm run contract: writes the upstream contract, docs/upstream-openapi.json, from the valibot schemas
// the worker validates the upstream's answers with (worker/upstream/contract/). npm test fails while
// the committed file differs from what this writes.
import { writeFileSync } from "node:fs";
import { upstreamOpenApiText } from "../worker/upstream/contract/openapi-document.ts";

const file = new URL("../docs/upstream-openapi.json", import.meta.url);
writeFileSync(file, upstreamOpenApiText());
console.log(`Wrote ${file.pathname}`);
