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
  return {
    debug: write("debug", console.debug),
    info: write("info", console.info),
    warn: write("warn", console.warn),
    error: write("error", console.error),
  };
}
