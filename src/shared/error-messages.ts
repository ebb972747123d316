import { ApiError, ERROR_CODES } from "./api-error.ts";
import { text } from "./i18n/text.ts";

/** The texts for each kind of failure (docs/product.md#error-messages). */
export const ERROR_TEXT = {
  network: text("Network connection problem. Please check your internet and try again."),
  timeout: text("Request timed out. Please try again."),
  authentication: text("Please log in to continue"),
  authorization: text("You don't have permission to perform this action"),
  validation: text("Please check your input and try again"),
  csrf: text("Security token expired. Please refresh the page and try again."),
} as const;

/**
 * The labels people see for the fields the API names: a form's own words, never its key
 * ("photoUrl"). A list item's field ("places.3.name") is named by its last part.
 */
const FIELD_LABELS: Record<string, string> = {
  name: text("Place Name"),
  address: text("Address"),
  notes: text("Notes"),
  link: text("Link"),
  category: text("Category"),
  mood: text("Mood"),
  photoUrl: text("Photo"),
  latitude: text("Location"),
  longitude: text("Location"),
  visited: text("Visited"),
  visitDate: text("Visit date"),
  visitedDate: text("Visit date"),
  createdAt: text("Date added"),
  email: text("Email"),
  password: text("Password"),
  firstName: text("First name"),
  lastName: text("Last name"),
};

/** The label people see for a field the API names ("photoUrl" is "Photo"); the key if none. */
export const fieldLabel = (key: string): string => FIELD_LABELS[key] ?? key;

/**
 * Puts words marked with text() in the reader's language: the browser's catalogue lookup, or
 * the English as it is (the server's answers are put in the caller's language as they leave).
 */
export type Say = (english: string) => string;
const asWritten: Say = (english) => english;

/** One problem: the message alone when it already names its field, else "Label: message". */
export function describeProblem(field: string, message: string, say: Say = asWritten): string {
  const key = field.split(".").at(-1) ?? field;
  const label = FIELD_LABELS[key];
  if (!label) return say(message);
  return message.toLowerCase().includes(label.toLowerCase().split(" ")[0] ?? "")
    ? say(message)
    : `${say(label)}: ${say(message)}`;
}

/**
 * The sentence a person sees for a failed call: the server's own message first, then the
 * product's text for the kind of failure, then the caller's fallback (also for anything thrown
 * that is not an ApiError).
 */
export function describeError(error: unknown, fallback: string, say: Say = asWritten): string {
  if (!(error instanceof ApiError)) return fallback;
  const { status, code, message, details } = error;
  if (code === ERROR_CODES.network) return say(ERROR_TEXT.network);
  if (code === ERROR_CODES.timeout) return say(ERROR_TEXT.timeout);
  if (code === ERROR_CODES.csrf) return say(ERROR_TEXT.csrf);
  if (status === 400 && details && details.length > 0) {
    return details.map(({ field, message }) => describeProblem(field, message, say)).join("; ");
  }
  if (message) return say(message);
  if (status === 401) return say(ERROR_TEXT.authentication);
  if (status === 403) return say(ERROR_TEXT.authorization);
  if (status === 400) return say(ERROR_TEXT.validation);
  return fallback;
}
