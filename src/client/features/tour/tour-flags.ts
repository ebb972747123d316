// The tour's local storage flags. A browser that refuses storage (a private window, say) just
// sees the tour again: nothing fails.

const SEEN = "hasSeenOnboardingTour";
const REQUESTED = "startTourRequested";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

export const hasSeenTour = () => read(SEEN) === "true";
export const markTourSeen = () => write(SEEN, "true");

/** Options → Start Tour: home starts the tour when it next opens. */
export const requestTour = () => write(REQUESTED, "true");

/** Whether a start was requested; asking clears the request. */
export function takeTourRequest(): boolean {
  const requested = read(REQUESTED) === "true";
  if (requested) write(REQUESTED, null);
  return requested;
}
