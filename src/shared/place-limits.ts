// Kept apart from place.ts so the browser can read the limits without loading Zod.

export const PLACE_LIMITS = {
  name: 120,
  address: 300,
  notes: 2000,
  /** A place's web address: room for a long Google Maps link. */
  link: 2000,
  /** Places one account may keep. */
  perUser: 5000,
  /** A photo's size before encoding: 2 MB. */
  photoBytes: 2 * 1024 * 1024,
  /** A bulk create's body (import, restore): photos travel in it as base64. */
  bulkRequestBytes: 32 * 1024 * 1024,
} as const;
