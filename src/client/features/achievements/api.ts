import { queryOptions } from "@tanstack/react-query";
import type { AchievementRecord } from "../../../shared/achievement-input.ts";
import { apiGet } from "../../lib/api-client.ts";

/** The earned achievements; not retried. */
export const achievementsQuery = queryOptions({
  queryKey: ["/api/achievements"],
  queryFn: () => apiGet<AchievementRecord[]>("/api/achievements"),
  retry: false,
});
