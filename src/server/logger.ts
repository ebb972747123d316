import { monitorEventLoopDelay } from "node:perf_hooks";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Fields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * One JSON line per event, so a self-hoster can grep it and a log shipper can parse it.
 * Goes through console.* on purpose: the test setup fails a test that logs an unexpected error.
 */
export function createLogger(level: LogLevel): Logger {
  const write =
    (at: Exclude<LogLevel, "silent">, sink: (line: string) => void) =>
    (message: string, fields?: Fields) => {
      if (rank[at] < rank[level]) return;
      sink(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
    };
  // Looked up at each call, not bound here: a test's console.error spy must see server errors.
  return {
    debug: write("debug", (line) => console.debug(line)),
    info: write("info", (line) => console.info(line)),
    warn: write("warn", (line) => console.warn(line)),
    error: write("error", (line) => console.error(line)),
  };
}

/** The event loop's delay over a window, in ms: how long a ready request could have waited. */
export type EventLoopDelay = { p99: number; max: number; windowSeconds: number };

/** The window the event loop's delay is reported over. */
export const EVENT_LOOP_WINDOW_MS = 60_000;

type LoopMonitor = { current(): EventLoopDelay };
let monitor: LoopMonitor | undefined;

/**
 * Measures how late the event loop runs (perf_hooks.monitorEventLoopDelay), in windows of a
 * minute: at the end of each, its p99 and longest delay are kept (and logged, with `logger`)
 * and the count starts again. Once per process: a second call returns the first's monitor.
 * On SQLite every query runs on this thread, so a long answer made in one go shows here as a
 * delay every other request paid.
 */
export function startEventLoopMonitor(logger?: Logger, windowMs = EVENT_LOOP_WINDOW_MS) {
  if (monitor) return monitor;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let last: EventLoopDelay | undefined;
  const figures = (since: number): EventLoopDelay => ({
    p99: Math.round(histogram.percentile(99) / 1e4) / 100,
    max: Math.round(histogram.max / 1e4) / 100,
    windowSeconds: Math.round((performance.now() - since) / 1000),
  });
  let windowStarted = performance.now();
  setInterval(() => {
    last = figures(windowStarted);
    histogram.reset();
    windowStarted = performance.now();
    logger?.info("Event-loop delay over the last minute", {
      eventLoopDelayP99Ms: last.p99,
      eventLoopDelayMaxMs: last.max,
    });
  }, windowMs).unref();
  monitor = {
    /**
     * The last full window's figures, or the window under way's when it holds a longer delay,
     * so a stall shows at once rather than a minute later; before the first window has ended,
     * those since the start.
     */
    current: () => {
      const now = figures(windowStarted);
      return last && last.max >= now.max ? last : now;
    },
  };
  return monitor;
}
