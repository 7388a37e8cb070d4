// Types of deploy-environment.mjs for the TypeScript tests that import it.
import type { Unstable_Config } from "wrangler";

export const ENVIRONMENTS: readonly ["staging", "production"];
export function readEnvironment(env: string, configPath?: string): Unstable_Config;
export function deployProblems(config: object): { placeholders: string[]; mistakes: string[] };
