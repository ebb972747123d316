import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  type ApiErrorBody,
  type ApiErrorDetail,
  ERROR_CODES,
  zodIssuesToDetails,
} from "#shared/api-error.ts";
import { ERROR_TEXT } from "#shared/error-messages.ts";
import type { Logger } from "../logger.ts";

/** An error meant for the caller: its status, code and message go out as they are. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: ApiErrorDetail[] | undefined;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    details?: ApiErrorDetail[],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const unauthorized = () =>
  new ApiError(401, ERROR_CODES.unauthorized, ERROR_TEXT.authentication);
export const forbidden = (message: string = ERROR_TEXT.authorization) =>
  new ApiError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = "Not found") => new ApiError(404, ERROR_CODES.notFound, message);
export const validationFailed = (
  details: ApiErrorDetail[],
  message: string = ERROR_TEXT.validation,
) => new ApiError(400, ERROR_CODES.validation, message, details);
export const payloadTooLarge = (message = "The request is too large.") =>
  new ApiError(413, ERROR_CODES.tooLarge, message);

function body(error: ApiError): ApiErrorBody {
  return error.details
    ? { message: error.message, code: error.code, details: error.details }
    : { message: error.message, code: error.code };
}

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationFailed(zodIssuesToDetails(error.issues));
  if (error instanceof SyntaxError) {
    return new ApiError(400, ERROR_CODES.validation, "The request body is not valid JSON.");
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(
      error.status as ContentfulStatusCode,
      ERROR_CODES.validation,
      error.message,
    );
  }
  return undefined;
}

/** One place that turns any thrown error into the error shape; never a stack trace. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const known = toApiError(error);
    if (known) return c.json(body(known), known.status);
    logger.error("Unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(
      {
        message: "Something went wrong on our side. Please try again.",
        code: ERROR_CODES.internal,
      } satisfies ApiErrorBody,
      500,
    );
  };
}

export function apiNotFound(c: Context) {
  return c.json(
    { message: `No such API route: ${c.req.method} ${c.req.path}`, code: ERROR_CODES.notFound },
    404,
  );
}
