import { ApiError, ERROR_CODES } from "./api-error.ts";

/** The texts for each kind of failure (docs/product.md#error-messages). */
export const ERROR_TEXT = {
  network: "Network connection problem. Please check your internet and try again.",
  timeout: "Request timed out. Please try again.",
  authentication: "Please log in to continue",
  authorization: "You don't have permission to perform this action",
  validation: "Please check your input and try again",
  csrf: "Security token expired. Please refresh the page and try again.",
} as const;

/**
 * The labels people see for the fields the API names: a form's own words, never its key
 * ("photoUrl"). A list item's field ("places.3.name") is named by its last part.
 */
const FIELD_LABELS: Record<string, string> = {
  name: "Place Name",
  address: "Address",
  notes: "Notes",
  link: "Link",
  category: "Category",
  mood: "Mood",
  photoUrl: "Photo",
  latitude: "Location",
  longitude: "Location",
  visited: "Visited",
  visitDate: "Visit date",
  visitedDate: "Visit date",
  createdAt: "Date added",
  email: "Email",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
};

/** The label people see for a field the API names ("photoUrl" is "Photo"); the key if none. */
export const fieldLabel = (key: string): string => FIELD_LABELS[key] ?? key;

/** One problem: the message alone when it already names its field, else "Label: message". */
export function describeProblem(field: string, message: string): string {
  const key = field.split(".").at(-1) ?? field;
  const label = FIELD_LABELS[key];
  if (!label) return message;
  return message.toLowerCase().includes(label.toLowerCase().split(" ")[0] ?? "")
    ? message
    : `${label}: ${message}`;
}

/**
 * The sentence a person sees for a failed call: the server's own message first, then the
 * product's text for the kind of failure, then the caller's fallback (also for anything thrown
 * that is not an ApiError).
 */
export function describeError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { status, code, message, details } = error;
  if (code === ERROR_CODES.network) return ERROR_TEXT.network;
  if (code === ERROR_CODES.timeout) return ERROR_TEXT.timeout;
  if (code === ERROR_CODES.csrf) return ERROR_TEXT.csrf;
  if (status === 400 && details && details.length > 0) {
    return details.map(({ field, message }) => describeProblem(field, message)).join("; ");
  }
  if (message) return message;
  if (status === 401) return ERROR_TEXT.authentication;
  if (status === 403) return ERROR_TEXT.authorization;
  if (status === 400) return ERROR_TEXT.validation;
  return fallback;
}
