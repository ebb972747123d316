/** The version history page's releases: what each brought, newest first. */

export type ReleaseType = "security" | "major";

export type Release = {
  version: string;
  type: ReleaseType;
  /** A short headline for the release. */
  title: string;
  highlights: string[];
};

/** The badge text for each release type. */
export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = {
  security: "Security",
  major: "Major",
};

/** Newest first; the first entry is the current release. */
export const VERSION_HISTORY: readonly Release[] = [
  {
    version: "1.4.0",
    type: "security",
    title: "Enterprise security framework",
    highlights: [
      "Protection against cross-site request forgery on every change to your data",
      "A strict content security policy and hardened security headers",
      "Rate limiting of sign-in attempts",
      "Security monitoring of failed sign-ins, rate-limited requests and admin actions",
    ],
  },
  {
    version: "1.3.0",
    type: "major",
    title: "Achievement system",
    highlights: [
      "Eight badges to earn, from your first place to twenty-five places added",
      "A celebration the moment a badge is unlocked",
      "An achievements page showing what you have earned and what is still to come",
    ],
  },
  {
    version: "1.2.0",
    type: "major",
    title: "Admin dashboard and backups",
    highlights: [
      "An admin dashboard with users, places and sign-up figures",
      "Backup and restore of your whole list as a file",
      "System health monitoring that refreshes every 30 seconds",
      "Version tracking, with the app version shown in the app",
    ],
  },
  {
    version: "1.1.0",
    type: "major",
    title: "Accounts and private collections",
    highlights: [
      "Sign in with an email and password, or an external account",
      "Private collections: each account’s places are visible only to that account",
    ],
  },
  {
    version: "1.0.0",
    type: "major",
    title: "Core place tracker",
    highlights: [
      "Add, edit and delete places, and mark them as visited",
      "Import places from pasted text, and export your list",
      "Duplicate detection, so the same place is not added twice",
      "A guided onboarding tour",
      "Pagination of long lists",
      "Sort by date added or alphabetically",
      "Summary statistics of your places",
    ],
  },
];

/** When the first timeline entry starts to appear, and the step between entries, in ms. */
const ENTRY_FIRST_DELAY_MS = 800;
const ENTRY_STEP_MS = 400;

/** The entrance delay of timeline entry `index` (0 = newest): 800 ms, then every 400 ms. */
export function entryDelayMs(index: number): number {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`entry index must be a whole number from 0, not ${index}`);
  }
  return ENTRY_FIRST_DELAY_MS + ENTRY_STEP_MS * index;
}
