// The admin API's answers, for the dashboard (docs/product.md#admin-dashboard).
// Types only, so the browser loads nothing from here.

import type { BackupPlace } from "./backup.ts";

/** GET /api/admin/stats. `recentSignups` counts accounts made in the last 7 days. */
export type AdminStats = {
  totalUsers: number;
  totalPlaces: number;
  visitedPlaces: number;
  recentSignups: number;
};

/** One row of GET /api/admin/users: the user as admins see it, with the place count and role. */
export type AdminUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  placeCount: number;
  isAdmin: boolean;
};

/** GET /api/admin/health. `responseTime` is a real round trip to the database, in ms. */
export type AdminHealth = {
  databaseConnected: boolean;
  responseTime: number;
  /** Seconds since this app process started. */
  uptime: number;
  /**
   * How late the server's event loop ran over the last full minute (since start, before one
   * has passed), in ms: its 99th percentile and longest. A ready request waits this long.
   */
  eventLoopDelay: { p99: number; max: number; windowSeconds: number };
};

/** What the audit log records. A password reset is kept so that failed sign-ins before it stop counting. */
export type AuditKind =
  | "sign-in-failed"
  | "rate-limited"
  | "admin-action"
  | "password-reset"
  | "account-deleted";

/** One audit log entry, newest first in every list. */
export type AuditEntry = {
  id: number;
  kind: AuditKind;
  at: string;
  /** Who: the admin's email for an admin action, the email tried for a failed sign-in. */
  actor: string | null;
  /** What was done, e.g. "delete-user", "download-backup", or the path that was limited. */
  action: string;
  /** What it was done to, e.g. the deleted user's email. */
  target: string | null;
  /** The client address. */
  ip: string | null;
};

/** A count over the window and its latest entries (at most 10). */
export type AuditFigure = { count: number; latest: AuditEntry[] };

/** GET /api/admin/security: real figures for the last `windowHours` hours. */
export type AdminSecurity = {
  windowHours: number;
  failedSignIns: AuditFigure;
  rateLimited: AuditFigure;
  adminActions: AuditFigure;
};

/** The system backup (POST /api/admin/backup): every user without secrets, every place. */
export type SystemBackupFile = {
  exportedAt: string;
  version: "1.0";
  appName: string;
  kind: "system";
  totalUsers: number;
  totalPlaces: number;
  users: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    profileImageUrl: string | null;
    createdAt: string;
  }[];
  /**
   * Each place as a user's own backup writes it (its visits too), with its owner's id; photos
   * as data URLs.
   */
  places: (BackupPlace & { userId: string })[];
};
