import { t } from "@lingui/core/macro";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { toast, toastFailure } from "#client/components/ui/toast-store.ts";
import { api, withTimeout } from "#client/lib/api-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { saveFile } from "#client/lib/save-file.ts";
import type { AdminUser } from "#shared/admin.ts";
import { okJson } from "#shared/api-answer.ts";
import { systemBackupFileName } from "#shared/backup.ts";

// The typed client puts path parameters into the URL as they are.
const userParam = (userId: string) => ({ id: encodeURIComponent(userId) });

/** The health figures are fetched again every 30 seconds while they are on screen. */
export const HEALTH_REFETCH_MS = 30_000;

// The admin queries are never retried. A 403 would only fail again, and the error
// state (with its Try again button) should show at once, not after two back-offs.
export const adminStatsQuery = queryOptions({
  queryKey: ["/api/admin/stats"],
  queryFn: () => okJson(api.admin.stats.$get()),
  retry: false,
});

export const adminUsersQuery = queryOptions({
  queryKey: ["/api/admin/users"],
  queryFn: () => okJson(api.admin.users.$get()),
  retry: false,
});

/**
 * One user's places. The key is the URL alone (not ["/api/admin/users", id, …]) so that
 * refreshing the user list never refetches, or 404s on, a deleted user's places.
 */
export const adminUserPlacesQuery = (userId: string) =>
  queryOptions({
    queryKey: [`/api/admin/users/${encodeURIComponent(userId)}/places`],
    queryFn: () => okJson(api.admin.users[":id"].places.$get({ param: userParam(userId) })),
    retry: false,
  });

export const adminHealthQuery = queryOptions({
  queryKey: ["/api/admin/health"],
  queryFn: () => okJson(api.admin.health.$get()),
  retry: false,
  refetchInterval: HEALTH_REFETCH_MS,
});

export const adminSecurityQuery = queryOptions({
  queryKey: ["/api/admin/security"],
  queryFn: () => okJson(api.admin.security.$get()),
  retry: false,
});

// Every admin write is an audit log entry: the Security tab's figures are stale after one.
// Invalidating marks it for a refetch the next time the tab is shown (or at once if it is).
const refreshSecurity = () =>
  queryClient.invalidateQueries({ queryKey: adminSecurityQuery.queryKey });

/** Deletes a user and everything theirs, then refetches users and stats. */
export function useDeleteUser({ onDeleted }: { onDeleted?: (userId: string) => void } = {}) {
  return useMutation({
    mutationFn: async (userId: string) =>
      okJson(api.admin.users[":id"].$delete({ param: userParam(userId) })),
    onSuccess: (_answer, userId) => {
      queryClient.removeQueries({ queryKey: adminUserPlacesQuery(userId).queryKey });
      // The row goes at once; the refetch below then brings the list and figures up to date.
      queryClient.setQueryData<AdminUser[]>(adminUsersQuery.queryKey, (users) =>
        users?.filter((user) => user.id !== userId),
      );
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      // Users and stats are refetched, stats even while the Overview tab is closed.
      void queryClient.invalidateQueries({
        queryKey: adminStatsQuery.queryKey,
        refetchType: "all",
      });
      void refreshSecurity();
      toast({
        title: t`User deleted`,
        description: t`User and all associated data have been removed successfully.`,
      });
      onDeleted?.(userId);
    },
    // The server's own message (it refuses an admin deleting themself) says more than ours.
    onError: (error) => toastFailure(error, t`Failed to delete user. Please try again.`),
  });
}

// A whole-system backup (photos included) is streamed and can run to hundreds of megabytes:
// far longer than the 30 s the other calls are allowed. Kept as bytes: parsing and
// re-serialising a file this size would double the memory it takes.
const BACKUP_TIMEOUT_MS = 10 * 60_000;

/** Saves the system backup as `uk-adventures-system-backup-{YYYY-MM-DD}.json`; answers the file name. */
export async function downloadSystemBackup(): Promise<string> {
  const answer = await api.admin.backup.$post(undefined, withTimeout(BACKUP_TIMEOUT_MS));
  const blob = await answer.blob();
  void refreshSecurity();
  const fileName = systemBackupFileName(new Date());
  saveFile(blob, fileName);
  return fileName;
}
