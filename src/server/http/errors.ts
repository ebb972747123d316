import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import {
  ApiError,
  type ApiErrorDetail,
  ERROR_CODES,
  zodIssuesToDetails,
} from "#shared/api-error.ts";
import { ERROR_TEXT } from "#shared/error-messages.ts";
import { text } from "#shared/i18n/text.ts";
import type { Logger } from "../logger.ts";

export { ApiError };

export const unauthorized = () =>
  new ApiError(401, ERROR_CODES.unauthorized, ERROR_TEXT.authentication);
export const forbidden = (message: string = ERROR_TEXT.authorization) =>
  new ApiError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);
export const validationFailed = (
  details: ApiErrorDetail[],
  message: string = ERROR_TEXT.validation,
) => new ApiError(400, ERROR_CODES.validation, message, details);
export const invalidJson = () =>
  new ApiError(400, ERROR_CODES.validation, text("The request body is not valid JSON."));
export const unsupportedMediaType = () =>
  new ApiError(415, ERROR_CODES.unsupportedType, text("Send the body as application/json."));
export const payloadTooLarge = (message = "The request is too large.") =>
  new ApiError(413, ERROR_CODES.tooLarge, message);
export const tooManyRequests = (message: string) =>
  new ApiError(429, ERROR_CODES.rateLimited, message);
const internalError = () =>
  new ApiError(
    500,
    ERROR_CODES.internal,
    text("Something went wrong on our side. Please try again."),
  );

/** The one way an error answer is made: the error's status, its body, and any extra headers. */
export function errorResponse(error: ApiError, headers?: HeadersInit): Response {
  return Response.json(error.body, { status: error.status, headers });
}

/**
 * What a thrown error means to the caller, when it is one we know. Hono's own refusals (below
 * 500) keep their status. Anything else, a SyntaxError from our own code included, is ours.
 */
function callerError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationFailed(zodIssuesToDetails(error.issues));
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, ERROR_CODES.validation, error.message);
  }
  return undefined;
}

/** One place that turns any thrown error into the error shape; never a stack trace. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const known = callerError(error);
    if (known) return errorResponse(known);
    logger.error("Unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return errorResponse(internalError());
  };
}

export function apiNotFound(c: Context) {
  return errorResponse(
    notFound(
      text("No such API route: {method} {path}", { method: c.req.method, path: c.req.path }),
    ),
  );
}
