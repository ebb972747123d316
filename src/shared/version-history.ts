import { text } from "./i18n/text.ts";

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
  security: text("Security"),
  major: text("Major"),
};

/** Newest first; the first entry is the current release. */
export const VERSION_HISTORY: readonly Release[] = [
  {
    version: "1.4.0",
    type: "security",
    title: text("Enterprise security framework"),
    highlights: [
      text("Protection against cross-site request forgery on every change to your data"),
      text("A strict content security policy and hardened security headers"),
      text("Rate limiting of sign-in attempts"),
      text("Security monitoring of failed sign-ins, rate-limited requests and admin actions"),
    ],
  },
  {
    version: "1.3.0",
    type: "major",
    title: text("Achievement system"),
    highlights: [
      text("Eight badges to earn, from your first place to twenty-five places added"),
      text("A celebration the moment a badge is unlocked"),
      text("An achievements page showing what you have earned and what is still to come"),
    ],
  },
  {
    version: "1.2.0",
    type: "major",
    title: text("Admin dashboard and backups"),
    highlights: [
      text("An admin dashboard with users, places and sign-up figures"),
      text("Backup and restore of your whole list as a file"),
      text("System health monitoring that refreshes every 30 seconds"),
      text("Version tracking, with the app version shown in the app"),
    ],
  },
  {
    version: "1.1.0",
    type: "major",
    title: text("Accounts and private collections"),
    highlights: [
      text("Sign in with an email and password, or an external account"),
      text("Private collections: each account’s places are visible only to that account"),
    ],
  },
  {
    version: "1.0.0",
    type: "major",
    title: text("Core place tracker"),
    highlights: [
      text("Add, edit and delete places, and mark them as visited"),
      text("Import places from pasted text, and export your list"),
      text("Duplicate detection, so the same place is not added twice"),
      text("A guided onboarding tour"),
      text("Pagination of long lists"),
      text("Sort by date added or alphabetically"),
      text("Summary statistics of your places"),
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
