import { t } from "@lingui/core/macro";
import type { InferRequestType } from "hono/client";
// A 401 while sending keeps the queue and asks to sign in (sync.ts), rather than leave the page.
import { apiOwningUnauthorized as api } from "#client/lib/api-client.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { okJson } from "#shared/api-answer.ts";
import type { ApiError } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";
import { IN_PROGRESS_MESSAGE, placeVersionTag } from "#shared/idempotency.ts";
import type { Place, PlaceWriteResult } from "#shared/place.ts";
import type { NewVisitInput, VisitChangeInput } from "#shared/visit.ts";
import type { Problem, WaitingChange } from "./changes-db.ts";
import { type RestoreBody, sendRestore } from "./restore.ts";

type NewPlaceFields = InferRequestType<typeof api.places.$post>["json"];
type PlaceChanges = InferRequestType<(typeof api.places)[":id"]["$patch"]>["json"];
type VisitFields = InferRequestType<(typeof api.places)[":id"]["visit-status"]["$patch"]>["json"];

/**
 * What the server answered a waiting change: the place as it now holds it (null once it is
 * deleted), and for a visit added, the id the server gave it.
 */
export type Sent = { answer: PlaceWriteResult | null; visitId?: number };

/** A visit write's answer, as the queue keeps it: the place, its badges and the visit's id. */
const visitSent = (
  written: Pick<PlaceWriteResult, "newAchievements"> & { id: number; place: Place },
): Sent => ({
  answer: { ...written.place, newAchievements: written.newAchievements },
  visitId: written.id,
});

/** Sends one waiting change with its Idempotency-Key and, when it has one, its If-Match. */
export async function send(change: WaitingChange): Promise<Sent> {
  const headers: Record<string, string> = { "idempotency-key": change.key };
  if (change.baseVersion) headers["if-match"] = placeVersionTag(change.baseVersion);
  const options = { headers };
  const param = { id: String(change.placeId) };
  const visitParam = { ...param, visitId: String(change.visitId) };
  switch (change.kind) {
    case "create":
      return {
        answer: await okJson(api.places.$post({ json: change.body as NewPlaceFields }, options)),
      };
    case "edit":
      return {
        answer: await okJson(
          api.places[":id"].$patch({ param, json: change.body as PlaceChanges }, options),
        ),
      };
    case "visit":
      return {
        answer: await okJson(
          api.places[":id"]["visit-status"].$patch(
            { param, json: change.body as VisitFields },
            options,
          ),
        ),
      };
    case "delete":
      await api.places[":id"].$delete({ param }, options);
      return { answer: null };
    case "restore":
      return { answer: await sendRestore(api, change.body as RestoreBody, headers) };
    case "visit-add":
      return visitSent(
        await okJson(
          api.places[":id"].visits.$post({ param, json: change.body as NewVisitInput }, options),
        ),
      );
    case "visit-edit":
      return visitSent(
        await okJson(
          api.places[":id"].visits[":visitId"].$patch(
            { param: visitParam, json: change.body as VisitChangeInput },
            options,
          ),
        ),
      );
    case "visit-delete":
      return visitSent(
        await okJson(api.places[":id"].visits[":visitId"].$delete({ param: visitParam }, options)),
      );
  }
}

/** What a refusal means for a waiting change: a problem for the person, or try again later. */
export function problemOf(change: WaitingChange, error: ApiError): Problem | "later" | "done" {
  // A delete of what is gone already (a place, or a visit) is done.
  if (error.status === 404)
    return change.kind === "delete" || change.kind === "visit-delete"
      ? "done"
      : { kind: "deleted", message: error.message };
  if (error.status === 412) return { kind: "changed", message: error.message };
  if (error.status === 409 && error.message === IN_PROGRESS_MESSAGE) return "later";
  if (error.status === 409) return { kind: "duplicate", message: error.message };
  if (error.status === 0 || error.status === 429 || error.status >= 500) return "later";
  // The sentence a toast would show: a refused field's own words, not "check your input". Kept
  // with the change, in the language shown when it was refused.
  return { kind: "refused", message: describeError(error, t`The server refused it.`, sharedText) };
}
