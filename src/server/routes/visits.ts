import { Hono } from "hono";
import { validator } from "hono/validator";
import { text } from "#shared/i18n/text.ts";
import { newVisitSchema, type Visit, visitChangeSchema } from "#shared/visit.ts";
import type { Db } from "../db/index.ts";
import { type VisitWrite, visitQueries } from "../db/queries/visits.ts";
import { notFound } from "../http/errors.ts";
import { expectedVersion, rethrowStale } from "../http/if-match.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { jsonBody } from "../http/validate.ts";

const PLACE_NOT_FOUND = text("Place not found");
const VISIT_NOT_FOUND = text("Visit not found");

/** A numeric id as the routes write them; anything else names nothing. */
const numericId = (raw: string | undefined) => {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
};

/** `:id`, the place: 404 for what names nothing. */
const placeParam = validator("param", (params: Record<string, string>) => {
  const id = numericId(params.id);
  if (id === undefined) throw notFound(PLACE_NOT_FOUND);
  return { id };
});

/** `:id` and `:visitId`: 404 for what names nothing. */
const visitParams = validator("param", (params: Record<string, string>) => {
  const [id, visitId] = [numericId(params.id), numericId(params.visitId)];
  if (id === undefined || visitId === undefined) throw notFound(VISIT_NOT_FOUND);
  return { id, visitId };
});

/**
 * /api/places/{id}/visits: the days the signed-in user went to one of their places. Another
 * user's place or visit answers 404, like a missing one. Each write answers the visit with the
 * place as it left it (visited, its latest date, its count) and any badge it earned; a delete
 * answers the visit it removed. Like the place writes, each takes `If-Match` (the place's
 * version the change was based on: the web app's changes that waited offline send it) and
 * answers 412 when the place has changed since, so a later change can build on its answer.
 */
export function visitRoutes(db: Db) {
  const visits = visitQueries(db);
  const found = (written: VisitWrite | undefined) => {
    if (!written) throw notFound(VISIT_NOT_FOUND);
    return written;
  };
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", placeParam, async (c) => {
      const list = await visits.list(c.var.user.id, c.req.valid("param").id);
      if (!list) throw notFound(PLACE_NOT_FOUND);
      return c.json(list satisfies Visit[]);
    })
    .post("/", placeParam, jsonBody(newVisitSchema), async (c) => {
      const { id } = c.req.valid("param");
      const expected = expectedVersion(c.req.header("if-match"));
      const written = await visits
        .add(c.var.user.id, id, c.req.valid("json"), expected)
        .catch(rethrowStale);
      if (!written) throw notFound(PLACE_NOT_FOUND);
      return c.json(written satisfies VisitWrite, 201);
    })
    .patch("/:visitId", visitParams, jsonBody(visitChangeSchema), async (c) => {
      const { id, visitId } = c.req.valid("param");
      const expected = expectedVersion(c.req.header("if-match"));
      const written = await visits
        .change(c.var.user.id, id, visitId, c.req.valid("json"), expected)
        .catch(rethrowStale);
      return c.json(found(written) satisfies VisitWrite);
    })
    .delete("/:visitId", visitParams, async (c) => {
      const { id, visitId } = c.req.valid("param");
      const expected = expectedVersion(c.req.header("if-match"));
      const removed = await visits.remove(c.var.user.id, id, visitId, expected).catch(rethrowStale);
      return c.json(found(removed) satisfies VisitWrite);
    });
}
