import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListMessage } from "#client/components/list-message.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { formatCount } from "#shared/format-count.ts";
import { displayName, type User } from "#shared/user.ts";
import { adminUsersQuery, useDeleteUser } from "../api.ts";
import { DeleteUserDialog } from "./delete-user-dialog.tsx";
import { QueryMessage } from "./query-message.tsx";
import { UserPlacesPanel } from "./user-places-panel.tsx";
import { UserRow } from "./user-row.tsx";

/** User Management: the user list, the selected user's places, and deleting a user. */
export function UsersTab({ me }: { me: User }) {
  const { t } = useLingui();
  const users = useQuery(adminUsersQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deleteUser = useDeleteUser({
    // A successful deletion clears the selection (if it was that user).
    onDeleted: (id) => {
      setSelectedId((current) => (current === id ? null : current));
      setDeletingId(null);
    },
  });
  // Looked up by id, so a refetched list (after a deletion) never leaves a stale row chosen.
  const selected = users.data?.find((u) => u.id === selectedId) ?? null;
  const toDelete = users.data?.find((u) => u.id === deletingId) ?? null;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-4">
        <h2 className="font-semibold">
          <Trans>Users</Trans>
          {users.data && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              ({formatCount(users.data.length)})
            </span>
          )}
        </h2>
        {!users.data ? (
          <QueryMessage
            query={users}
            loading={t`Loading users...`}
            failed={t`Failed to load users`}
          />
        ) : users.data.length === 0 ? (
          <ListMessage title={t`No users found`} />
        ) : (
          <ul className="mt-3 grid gap-2" aria-label={t`Users`}>
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me.id}
                selected={user.id === selectedId}
                onView={() => setSelectedId(user.id)}
                onDelete={() => setDeletingId(user.id)}
              />
            ))}
          </ul>
        )}
      </Card>

      <UserPlacesPanel user={selected} />

      {toDelete && (
        <DeleteUserDialog
          name={displayName(toDelete)}
          email={toDelete.email}
          deleting={deleteUser.isPending}
          onConfirm={() => deleteUser.mutate(toDelete.id)}
          onClose={() => setDeletingId(null)}
        />
      )}
    </div>
  );
}
