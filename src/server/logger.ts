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
