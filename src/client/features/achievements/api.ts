import { queryOptions } from "@tanstack/react-query";
import type { AchievementRecord } from "../../../shared/achievement-input.ts";
import { apiGet, apiWrite } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Spec §7: the earned achievements; not retried. */
export const achievementsQuery = queryOptions({
  queryKey: ["/api/achievements"],
  queryFn: () => apiGet<AchievementRecord[]>("/api/achievements"),
  retry: false,
});

/** Records an earned achievement (the server checks it) and adds it to the cached list. */
export async function saveAchievement(achievementId: string): Promise<void> {
  const record = await apiWrite<AchievementRecord>("POST", "/api/achievements", { achievementId });
  queryClient.setQueryData<AchievementRecord[]>(achievementsQuery.queryKey, (list = []) =>
    list.some((a) => a.achievementId === achievementId) ? list : [...list, record],
  );
}
