import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Eye, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import type { AdminUser } from "#shared/admin.ts";
import { formatVisitDate } from "#shared/relative-date.ts";
import { displayName } from "#shared/user.ts";
import { UserAvatar } from "./user-avatar.tsx";

type Props = {
  user: AdminUser;
  /** The signed-in admin's own row: it cannot be deleted from here (the server refuses too). */
  isSelf: boolean;
  selected: boolean;
  onView: () => void;
  onDelete: () => void;
};

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      {children}
    </span>
  );
}

/** A row of User Management: avatar, display name, email, joined date, View and delete. */
export function UserRow({ user, isSelf, selected, onView, onDelete }: Props) {
  const { t } = useLingui();
  const name = displayName(user);
  const reasonId = useId();
  const selfDeleteReason = t`You cannot delete your own account from the Admin Dashboard.`;
  const joined = formatVisitDate(user.createdAt);
  const placeCount = user.placeCount;
  return (
    <li
      data-testid="admin-user-row"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-xl border border-border p-3",
        selected ? "bg-muted ring-2 ring-primary" : "bg-card",
      )}
    >
      <UserAvatar name={name} imageUrl={user.profileImageUrl} />
      {/* The buttons move under the details where the row is too narrow for both. */}
      <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 font-semibold wrap-anywhere">{name}</span>
          {isSelf && <Badge>{t`You`}</Badge>}
          {user.isAdmin && <Badge>{t`Admin`}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">{user.email}</p>
        <p className="text-xs text-muted-foreground">
          {t`Joined ${joined} · ${plural(placeCount, { one: "# place", other: "# places" })}`}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <Button
          variant={selected ? "secondary" : "outline"}
          size="sm"
          aria-label={t`View ${name}'s places`}
          aria-pressed={selected}
          onClick={onView}
        >
          <Eye aria-hidden className="hidden sm:block" />
          <Trans>View</Trans>
        </Button>
        {/* A disabled button gets no pointer events, so the reason hangs on its wrapper. */}
        <span title={isSelf ? selfDeleteReason : undefined}>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-destructive/10"
            aria-label={t`Delete ${name}`}
            aria-describedby={isSelf ? reasonId : undefined}
            title={isSelf ? selfDeleteReason : undefined}
            disabled={isSelf}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
        {isSelf && (
          <span id={reasonId} className="sr-only">
            {selfDeleteReason}
          </span>
        )}
      </div>
    </li>
  );
}
