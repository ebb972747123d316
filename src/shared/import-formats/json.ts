// JSON values as the JSON readers look at them.

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const recordOf = (value: unknown): JsonRecord | null => (isRecord(value) ? value : null);
