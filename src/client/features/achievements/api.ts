import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "#client/lib/api-client.ts";
import type { AchievementRecord } from "#shared/achievement-input.ts";

/** The earned achievements; not retried. */
export const achievementsQuery = queryOptions({
  queryKey: ["/api/achievements"],
  queryFn: () => apiGet<AchievementRecord[]>("/api/achievements"),
  retry: false,
});
