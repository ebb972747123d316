import fc from "fast-check";
import { PLACE_LIMITS } from "#shared/place-limits.ts";

// Hostile values for the hostile-input tests (*.hostile.test.ts): JSON values of the wrong type
// or shape, prototype-pollution keys, nasty strings, and request bodies that are not JSON at all.

/** A 1×1 PNG: a real photo, and the raw material for broken ones. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

/** An object with these own properties, `__proto__` included (a literal would set the prototype). */
export function own(pairs: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const polluted = () => own([["polluted", "yes"]]);
const pollution: fc.Arbitrary<unknown> = fc.constantFrom(
  polluted(),
  own([["__proto__", polluted()]]),
  own([["prototype", polluted()]]),
  own([["constructor", own([["prototype", polluted()]])]]),
  own([
    [
      "__proto__",
      own([
        [
          "__proto__",
          own([
            ["polluted", "yes"],
            ["isAdmin", true],
          ]),
        ],
      ]),
    ],
  ]),
  own([
    [
      "constructor",
      own([
        [
          "prototype",
          own([
            ["isAdmin", true],
            ["role", "admin"],
          ]),
        ],
      ]),
    ],
  ]),
  [own([["__proto__", polluted()]])],
  own([["__proto__", [polluted()]]]),
  own([["__proto__", null]]),
  own([["__proto__", "not an object"]]),
);

const evilKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "__lookupGetter__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "toJSON",
  "then",
  "userId",
  "id",
  "role",
  "isAdmin",
  "emailVerified",
  "_csrf",
  "",
);

export const nastyString = fc.constantFrom(
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "\u202e\u200b\u00a0",
  "e\u0301",
  "💥",
  "null",
  "undefined",
  "NaN",
  "true",
  "-1",
  "1e999",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR '1'='1",
  "'; DROP TABLE place; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  "${process.exit()}",
  "{{7*7}}",
  "../../etc/passwd",
  "%00%ff",
  "\\",
  '"',
  "A".repeat(PLACE_LIMITS.name + 1),
  "A".repeat(PLACE_LIMITS.address + 1),
  "A".repeat(PLACE_LIMITS.notes + 1),
  " ".repeat(PLACE_LIMITS.notes + 1),
  "💥".repeat(PLACE_LIMITS.name),
);

const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  nastyString,
);

const number = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

/** A value of the wrong type, or of the right type but wrong. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  fc.constantFrom(null, true, false),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(text, { maxLength: 3 }),
  pollution,
);

/** A field: its valid values, and near misses beyond the generic hostile values. */
export type Field = { valid: fc.Arbitrary<unknown>; wrong?: fc.Arbitrary<unknown> };

/** A valid body of these fields: the required ones and any of the others. */
export const validBody = (fields: Record<string, Field>, required: string[] = []) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.valid])), {
    requiredKeys: required,
  });

/**
 * A body of these fields, valid but for 0–2 wrong values, sometimes one missing field, plus
 * 0–2 hostile extra keys (pollution, privileged fields); now and then no object at all.
 */
export function hostileBody(fields: Record<string, Field>, required: string[] = []) {
  const keys = Object.keys(fields);
  const wrongValue = (key: string) => {
    const wrong = fields[key]?.wrong;
    return (wrong ? fc.oneof(wrong, hostileValue) : hostileValue).map(
      (value) => [key, value] as const,
    );
  };
  const object = fc
    .tuple(
      validBody(fields, required),
      fc.array(fc.constantFrom(...keys).chain(wrongValue), { maxLength: 2 }),
      fc.option(fc.constantFrom(...keys), { freq: 5 }),
      fc.array(fc.tuple(evilKey, fc.oneof(pollution, hostileValue)), { maxLength: 2 }),
    )
    .map(([known, wrong, missing, extra]) =>
      own([...Object.entries(known), ...wrong, ...extra].filter(([key]) => key !== missing)),
    );
  return fc.oneof(
    { arbitrary: object, weight: 10 },
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: pollution, weight: 1 },
  );
}

export const placeName = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
);

// Hostile bodies as bytes

export const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    "{'name':'x'}",
    '{"name":"x",}',
    '{"name":"x"',
    '{"name":}',
    '{"name" "x"}',
    '{name:"x"}',
    '{"name":"x"}{"name":"y"}',
    '{"name":"x"} trailing',
    "NaN",
    "Infinity",
    "undefined",
    "nul",
    "tru",
    "01",
    "1e99999",
    "-",
    '"\\u12"',
    '"\\x41"',
    '{"name":"\\ud800"}',
    '{"name":"\u0000"}',
    '{"name":"a\nb"}',
    "\uFEFF{}",
    "/* comment */{}",
    "null",
    "true",
    "0",
    '"string"',
    "[]",
    "[{}]",
  ),
  fc
    .tuple(fc.json(), fc.nat())
    .map(([json, cut]) => json.slice(0, json.length > 1 ? cut % json.length : 0)),
  fc.string({ unit: "binary", maxLength: 200 }),
);

export const invalidUtf8 = fc
  .tuple(
    fc.constantFrom('{"name":"', '{"email":"', '{"', "", '{"places":[{"name":"'),
    fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 24 }).map((bytes) => bytes.map((b) => b | 0x80)),
      fc.constantFrom(
        Uint8Array.of(0xc0, 0xaf),
        Uint8Array.of(0xe0, 0x80, 0xaf),
        Uint8Array.of(0xed, 0xa0, 0x80),
        Uint8Array.of(0xf4, 0x90, 0x80, 0x80),
        Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80),
        Uint8Array.of(0xff, 0xfe),
        Uint8Array.of(0xe2, 0x82),
      ),
    ),
    fc.constantFrom('"}', "", '":1}', '"}]}'),
  )
  .map(([head, bytes, tail]) => Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]));

export const otherEncodings = fc
  .constantFrom("utf16le", "latin1", "ucs2")
  .chain((encoding) =>
    fc
      .constantFrom('{"name":"Café ☕"}', '{"email":"é@example.com","password":"pässwörd!"}')
      .map((json) => Buffer.from(json, encoding)),
  );

export function deeplyNested(field: string) {
  return fc
    .record({
      depth: fc.integer({ min: 1_000, max: 20_000 }),
      open: fc.constantFrom("[", '{"a":', '{"__proto__":', '{"constructor":{"prototype":'),
      closed: fc.boolean(),
      inField: fc.boolean(),
    })
    .map(({ depth, open, closed, inField }) => {
      const closers = open.startsWith("[") ? "]" : "}".repeat(open.split("{").length - 1);
      const nested = `${open.repeat(depth)}1${closed ? closers.repeat(depth) : ""}`;
      return Buffer.from(inField ? `{${JSON.stringify(field)}:${nested}}` : nested);
    });
}

export const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=nonsense",
] as const;

export const OTHER_TYPES = [
  undefined,
  "",
  "text/plain",
  "text/html",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "application/json-patch+json",
  "application/merge-patch+json",
  "APPLICATION/JSON",
  "application/x-json",
  "application/jsonp",
  "application/json, text/plain",
  "application/ json",
  ";;;",
  "*/*",
] as const;

/**
 * Of OTHER_TYPES, those that name JSON all the same, which our routes read as Hono's validator
 * does: media types are case-insensitive, and application/*+json is JSON (RFC 6839).
 */
export const JSON_ALIASES: ReadonlySet<string | undefined> = new Set([
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/merge-patch+json",
]);
