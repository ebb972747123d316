import type { Db } from "../db/index.ts";
import type { HttpClient } from "./http-client.ts";

// What the place and photo route files (routes/places*.test.ts, photos*.test.ts) share.

/** A place made through the API, and the answer: its status and body. */
export async function createPlace(visitor: HttpClient, body: Record<string, unknown>) {
  const response = await visitor.write("POST", "/api/places", body);
  return { status: response.status, body: await response.json() };
}

/** The stored photos, all of them or one user's: each row's id and owner. */
export async function photoRows(db: Db, userId?: string) {
  let query = db.selectFrom("photo").select(["id", "userId"]);
  if (userId) query = query.where("userId", "=", userId);
  return query.execute();
}

/** The id of the user signed in as `visitor`. */
export async function userIdOf(visitor: HttpClient) {
  const user = await (await visitor.get("/api/auth/user")).json();
  return user.id as string;
}
