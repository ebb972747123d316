import fc from "fast-check";
import { deeplyNested, invalidUtf8, malformedJson, otherEncodings, own } from "./hostile-values.ts";

// What the hostile harness (hostile-app.ts) sends: the shape of a request, the endpoints it is
// sent to, and the bodies made for each: JSON, raw bytes, huge strings and bodies over limits.

export type Who = "me" | "admin" | "visitor";
/** How the CSRF token travels: the header, the body's `_csrf` (JSON only), or not at all. */
export type Csrf = "header" | "body" | "none";
export type Hostile = {
  path: string;
  body: Buffer | undefined;
  contentType: string | undefined;
  csrf: Csrf;
  /** Sent as a stream, without a content-length. */
  chunked: boolean;
  /** On a pooled keep-alive connection, as a browser sends it; else on a connection of its own. */
  keepAlive?: boolean;
};

export type Endpoint = {
  name: string;
  method: "POST" | "PATCH" | "PUT";
  who: Who;
  /** The route's body limit, as app.ts and place-limits.ts declare it. */
  limit: number;
  /** The request's path; PATCH and PUT routes also get hostile ids. */
  path: fc.Arbitrary<() => string>;
  /** A valid body, for the content-type, huge-string and oversize properties. */
  valid: () => Record<string, unknown>;
  /** The field deep nesting and huge strings go into. */
  fields: readonly string[];
  /** Hostile JSON values for the body: wrong types, missing fields, pollution keys. */
  json: fc.Arbitrary<unknown>;
  /** More checks of a 2xx answer. */
  onSuccess?: (answer: unknown) => Promise<void>;
};

/** A summary for fast-check's report: the body's start, not megabytes of it. */
export function withSummary(request: Hostile): Hostile {
  const text = request.body?.toString("utf8") ?? "";
  const summary = {
    path: request.path,
    contentType: request.contentType,
    csrf: request.csrf,
    chunked: request.chunked,
    keepAlive: request.keepAlive ?? false,
    bytes: request.body?.length ?? 0,
    body: text.length > 400 ? `${text.slice(0, 300)}…${text.slice(-60)}` : text,
  };
  return Object.assign(request, { [fc.toStringMethod]: () => JSON.stringify(summary) });
}

export function jsonRequest(path: () => string, value: unknown, csrf: Csrf = "header"): Hostile {
  let body = value;
  if (csrf === "body" && value && typeof value === "object" && !Array.isArray(value)) {
    body = own([...Object.entries(value), ["_csrf", "(token)"]]);
  }
  return withSummary({
    path: path(),
    body: Buffer.from(JSON.stringify(body) ?? "null"),
    contentType: "application/json",
    csrf,
    chunked: false,
  });
}

export function rawBody(endpoint: Endpoint) {
  return fc.oneof(
    malformedJson.map((json) => Buffer.from(json)),
    invalidUtf8,
    otherEncodings,
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    deeplyNested(endpoint.fields[0] ?? "a"),
  );
}

export function bodyOfShape(endpoint: Endpoint, shape: string): Buffer {
  const valid = endpoint.valid();
  switch (shape) {
    case "json":
      return Buffer.from(JSON.stringify(valid));
    case "form":
      return Buffer.from(
        new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString(),
      );
    case "multipart":
      return Buffer.from(
        [
          "--xyz",
          'Content-Disposition: form-data; name="name"',
          "",
          "Multipart",
          "--xyz",
          'Content-Disposition: form-data; name="photo"; filename="../../evil.png"',
          "Content-Type: image/png",
          "",
          "\u0089PNG junk",
          "--xyz",
        ].join("\r\n"),
      );
    case "xml":
      return Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      );
    default:
      return Buffer.alloc(0);
  }
}

export const csrf = fc.oneof(
  { arbitrary: fc.constant<Csrf>("header"), weight: 8 },
  { arbitrary: fc.constant<Csrf>("body"), weight: 1 },
  { arbitrary: fc.constant<Csrf>("none"), weight: 1 },
);

/** 1–2 MB of one character, JSON-escaped as it comes (a NUL is six bytes, an emoji four). */
export function huge(endpoint: Endpoint) {
  return fc
    .record({
      path: endpoint.path,
      size: fc.integer({ min: 1_000_000, max: 2_000_000 }),
      unit: fc.constantFrom("a", "é", "💥", "\u0000", "<", "\\", "\ud800"),
      field: fc.constantFrom(...endpoint.fields),
    })
    .map(({ path, size, unit, field }) => {
      const value = unit.repeat(Math.ceil(size / unit.length));
      const valid = endpoint.valid();
      const body = field === "places" ? { places: [{ name: "Huge", notes: value }] } : valid;
      if (field !== "places") body[field] = value;
      return jsonRequest(path, body);
    });
}

/** A body over the route's limit, with a content-length or streamed without one. */
export function oversized(endpoint: Endpoint) {
  return fc
    .record({
      path: endpoint.path,
      extra: fc.integer({ min: 1, max: 100_000 }),
      chunked: fc.boolean(),
      json: fc.boolean(),
    })
    .map(({ path, extra, chunked, json }) => {
      const size = endpoint.limit + extra;
      const head = Buffer.from(`{"${endpoint.fields[0]}":"`);
      const body = json
        ? Buffer.concat([head, Buffer.alloc(size - head.length - 2, "a"), Buffer.from('"}')])
        : Buffer.alloc(size, "{");
      return withSummary({
        path: path(),
        body,
        contentType: "application/json",
        csrf: "header",
        chunked,
      });
    });
}

// ---------------------------------------------------------------------------------------------
// The properties
