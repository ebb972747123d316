// Timing helpers for the bench (its visitors are tests/visitor.ts, shared with the reliability tests).

/** Milliseconds a call takes, throwing unless it answers `status`. */
export async function timed(call: () => Promise<Response>, status: number): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}`);
  return elapsed;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
