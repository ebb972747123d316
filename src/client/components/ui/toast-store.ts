import { t } from "@lingui/core/macro";
import { sharedText } from "#client/lib/i18n.tsx";
import { ApiError } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";

// The toast queue, kept apart from the Radix UI that draws it so that calling toast() costs
// nothing until the first toast is shown (see toaster.tsx).

// One toast at a time (docs/product.md#toasts).
const TOAST_LIMIT = 1;
// A dismissed toast stays in the store (closed) this long so Radix can animate it out.
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A button that acts on what the toast reports (Undo); pressing it closes the toast. */
  action?: ToastAction;
  /** How long it stays, if not the usual 5 s: longer for a toast with a button to reach. */
  durationMs?: number;
};
export type ToastAction = {
  label: string;
  /** How a screen reader user reaches the button: the toast's text announced omits it. */
  altText: string;
  onClick: () => void;
};
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Whether a failure was a call answered 401, itself or as the cause of another error (a bulk
 * add stopped part way). The session ended: SessionEndedRedirect says so and goes to sign in,
 * and an error toast of the page's own would only replace its message.
 */
export function endedBySignOut(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && error.cause !== undefined && endedBySignOut(error.cause);
}

/**
 * The error toast for anything that failed: the server's own words for a failed call (or the
 * product's text for its kind of failure), else `fallback`. Nothing for a session that ended.
 */
export function toastFailure(error: unknown, fallback: string, title = t`Error`): void {
  if (endedBySignOut(error)) return;
  toast({ title, description: describeError(error, fallback, sharedText), variant: "destructive" });
}

/** Shows a toast; the newest replaces any on screen. Callable from anywhere, not only components. */
export function toast(input: ToastInput): void {
  const id = nextId++;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastItem[] {
  return toasts;
}
