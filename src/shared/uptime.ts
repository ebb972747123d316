const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time in whole days, hours and minutes, as System Health shows the server's uptime. */
export type Uptime = { days: number; hours: number; minutes: number };

/**
 * Server uptime in days, hours and minutes ("1d 1h 1m" as shown). Seconds are dropped, and a
 * value that is not a count of seconds (negative, NaN) reads as no time rather than nonsense.
 */
export function uptimeOf(seconds: number): Uptime {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
  };
}
