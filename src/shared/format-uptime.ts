const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * System Health: server uptime as days, hours and minutes, e.g. "1d 1h 1m".
 * Leading units that are zero are left out, minutes always shown; seconds are dropped, and a
 * value that is not a count of seconds (negative, NaN) reads as "0m" rather than nonsense.
 */
export function formatUptime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
