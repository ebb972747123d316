import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { achievementsQuery } from "#client/entities/achievement/query.ts";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { ACHIEVEMENTS, type Achievement } from "#shared/achievements.ts";
import { formatVisitDate } from "#shared/relative-date.ts";

/** The message for none, some or all earned. */
function progressMessage(earned: number): { title: MessageDescriptor; hint?: MessageDescriptor } {
  if (earned === 0) {
    return {
      title: msg`Start Your Adventure!`,
      hint: msg`Add your first place to unlock your first achievement`,
    };
  }
  if (earned < ACHIEVEMENTS.length) {
    return { title: msg`Keep exploring to unlock more achievements!` };
  }
  return { title: msg`Achievement Master!`, hint: msg`You have unlocked every achievement.` };
}

function Badge({ achievement, earnedAt }: { achievement: Achievement; earnedAt?: string }) {
  const { t } = useLingui();
  // Its name and description are the shared list's, marked there for the catalogues.
  const shared = useSharedText();
  const unlocked = earnedAt !== undefined;
  const earnedOn = unlocked ? formatVisitDate(earnedAt) : null;
  return (
    <li
      data-testid="achievement-badge"
      data-unlocked={unlocked}
      className={cn(
        "flex items-center gap-4 rounded-2xl border p-4",
        unlocked ? "border-primary/50 bg-primary/10" : "border-border bg-card",
      )}
    >
      <span
        className={cn(
          "flex size-14 shrink-0 items-center justify-center rounded-full text-3xl",
          unlocked ? "bg-card shadow-sm" : "bg-muted grayscale opacity-60",
        )}
        aria-hidden
      >
        {achievement.icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn("font-semibold", !unlocked && "text-muted-foreground")}>
          {shared(achievement.name)}
        </p>
        <p className="text-sm text-muted-foreground">{shared(achievement.description)}</p>
        {earnedOn !== null && (
          <p className="mt-1 text-xs font-medium text-primary">
            <Trans>Unlocked · {earnedOn}</Trans>
          </p>
        )}
      </div>
      {unlocked ? (
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          <Trans>Unlocked</Trans>
        </span>
      ) : (
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-label={t`Locked`} />
      )}
    </li>
  );
}

/** The achievements page (docs/product.md#achievements-page). */
export function AchievementsPage() {
  const { t, i18n } = useLingui();
  const achievements = useQuery(achievementsQuery);
  if (!achievements.data) {
    return (
      <PageFrame title={t`Achievements`}>
        <ListMessage
          title={achievements.isError ? t`Failed to load your achievements.` : t`Loading...`}
          busy={!achievements.isError}
          action={
            achievements.isError ? (
              <Button variant="outline" onClick={() => achievements.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            ) : undefined
          }
        />
      </PageFrame>
    );
  }
  const earnedAt = new Map(achievements.data.map((a) => [a.achievementId, a.earnedAt]));
  const earned = ACHIEVEMENTS.filter((a) => earnedAt.has(a.id)).length;
  const total = ACHIEVEMENTS.length;
  const percent = Math.round((earned / total) * 100);
  const message = progressMessage(earned);
  return (
    <PageFrame title={t`Achievements`}>
      <Card className="p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold">
            <Trans>Your progress</Trans>
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="achievement-progress">
            <Trans>
              {earned} of {total} · {percent}%
            </Trans>
          </p>
        </div>
        <Progress value={percent} label={t`Achievements unlocked`} className="mt-3" />
        <p className="mt-4 font-semibold">{i18n._(message.title)}</p>
        {message.hint && <p className="text-sm text-muted-foreground">{i18n._(message.hint)}</p>}
      </Card>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t`All achievements`}>
        {ACHIEVEMENTS.map((achievement) => (
          <Badge
            key={achievement.id}
            achievement={achievement}
            earnedAt={earnedAt.get(achievement.id)}
          />
        ))}
      </ul>
    </PageFrame>
  );
}
