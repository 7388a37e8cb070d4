// The worker's one logger: a JSON line per event with the request's id, which Workers Logs turns into
// fields to filter on (`requestId`, `level`, `message`). Nothing secret goes in: callers pass what
// they would show an operator, and an error is its name, message and stack, never a request or body.
import { currentRequestScope } from "./request-scope.ts";

type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

function write(level: Level, message: string, fields: Fields = {}): void {
  const line: Fields = { level, message, requestId: currentRequestScope()?.requestId };
  for (const [name, value] of Object.entries(fields)) line[name] = value instanceof Error ? describeError(value) : value;
  const text = JSON.stringify(line);
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.log(text);
}

function describeError(error: Error): Fields {
  return { name: error.name, message: error.message, stack: error.stack };
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};
