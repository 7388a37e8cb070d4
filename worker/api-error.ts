// The one error an API answer is made of, and the one place that turns errors into answers (the
// app's onError): JSON `{status, message, errors}` in the shopper's language, never stored.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CartError } from "../shared/schemas/cart.ts";
import { PRIVATE_NO_STORE } from "./middleware/no-store.ts";
import { shopperLanguage, translator } from "./session/shopper-language.ts";
import { UpstreamError } from "./upstream/upstream-error.ts";
import { log } from "./observability/log.ts";

export type FieldErrors = CartError["errors"];

export interface ApiErrorDetails {
  /** Values of the message's placeholders. */
  values?: Record<string, unknown>;
  /** Field-level messages, already in the shopper's language. */
  errors?: FieldErrors;
  /** A message the upstream wrote itself in the shopper's language (a refused cart or checkout call). */
  upstreamMessage?: string;
  cause?: unknown;
}

/**
 * Thrown anywhere a request handler or middleware gives up: the status and a catalog message id
 * (locales/), translated when the answer is made. Guards and proxies throw it instead of answering.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly messageId: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(status, { message: messageId, cause: details.cause });
    this.name = "ApiError";
  }
}

/** The app's onError: every error the routes throw becomes one kind of answer. */
export function answerError(error: Error, c: Context): Response {
  const problem = asApiError(error);
  if (!problem) return (error as HTTPException).getResponse();
  const tr = translator(shopperLanguage(c));
  const { values, errors = [], upstreamMessage } = problem.details;
  const message = upstreamMessage ?? (tr.has(problem.messageId) ? tr.t(problem.messageId, values) : problem.messageId);
  c.header("Cache-Control", PRIVATE_NO_STORE);
  return c.json({ status: problem.status, message, errors } satisfies CartError, problem.status);
}

/** Null for an HTTPException that carries its own response (hono's middleware). */
function asApiError(error: Error): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof UpstreamError) {
    log.error(error.message, { status: error.status });
    return new ApiError(error.status, error.status === 504 ? /*i18n*/ "api.upstream-timeout" : /*i18n*/ "api.upstream-failed");
  }
  if (error instanceof HTTPException) {
    if (error.res) return null;
    return new ApiError(error.status, error.message);
  }
  log.error("Unhandled worker error", { error });
  return new ApiError(500, /*i18n*/ "api.unexpected");
}
