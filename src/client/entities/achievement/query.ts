import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";

/** The earned achievements; not retried. */
export const achievementsQuery = queryOptions({
  queryKey: ["/api/achievements"],
  queryFn: () => okJson(api.achievements.$get()),
  retry: false,
});
