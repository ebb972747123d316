/** A signed-up user of the app under bench, able to read and write as the app's client does. */
export type Visitor = {
  cookie: string;
  csrfToken: string;
  get(path: string): Promise<Response>;
  write(method: string, path: string, body: unknown): Promise<Response>;
};

let visitors = 0;

/**
 * A new account. The bench app trusts X-Forwarded-For from loopback, so each visitor comes
 * from an address of its own and the bench never meets the sign-up rate limit.
 */
export async function signUp(base: string, email: string): Promise<Visitor> {
  visitors += 1;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": `10.99.${visitors >> 8}.${visitors & 255}`,
    },
    body: JSON.stringify({ email, password: "bench password 1", name: "Bench Mark" }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });
  const { csrfToken } = (await (await get("/api/csrf-token")).json()) as { csrfToken: string };
  return {
    cookie,
    csrfToken,
    get,
    write: (method, path, body) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          origin: base,
          cookie,
          "x-csrf-token": csrfToken,
        },
        body: JSON.stringify(body),
      }),
  };
}

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
