import { useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { achievementsQuery } from "#client/entities/achievement/query.ts";
import { cn } from "#client/lib/cn.ts";
import { ACHIEVEMENTS, type Achievement } from "#shared/achievements.ts";
import { formatVisitDate } from "#shared/relative-date.ts";

/** The message for none, some or all earned. */
function progressMessage(earned: number) {
  if (earned === 0) {
    return {
      title: "Start Your Adventure!",
      hint: "Add your first place to unlock your first achievement",
    };
  }
  if (earned < ACHIEVEMENTS.length) {
    return { title: "Keep exploring to unlock more achievements!", hint: undefined };
  }
  return { title: "Achievement Master!", hint: "You have unlocked every achievement." };
}

function Badge({ achievement, earnedAt }: { achievement: Achievement; earnedAt?: string }) {
  const unlocked = earnedAt !== undefined;
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
          {achievement.name}
        </p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {unlocked && (
          <p className="mt-1 text-xs font-medium text-primary">
            Unlocked · {formatVisitDate(earnedAt)}
          </p>
        )}
      </div>
      {unlocked ? (
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          Unlocked
        </span>
      ) : (
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-label="Locked" />
      )}
    </li>
  );
}

/** The achievements page (docs/product.md#achievements-page). */
export function AchievementsPage() {
  const achievements = useQuery(achievementsQuery);
  if (!achievements.data) {
    return (
      <PageFrame title="Achievements">
        <ListMessage
          title={achievements.isError ? "Failed to load your achievements." : "Loading..."}
          busy={!achievements.isError}
          action={
            achievements.isError ? (
              <Button variant="outline" onClick={() => achievements.refetch()}>
                Try again
              </Button>
            ) : undefined
          }
        />
      </PageFrame>
    );
  }
  const earnedAt = new Map(achievements.data.map((a) => [a.achievementId, a.earnedAt]));
  const earned = ACHIEVEMENTS.filter((a) => earnedAt.has(a.id)).length;
  const percent = Math.round((earned / ACHIEVEMENTS.length) * 100);
  const message = progressMessage(earned);
  return (
    <PageFrame title="Achievements">
      <Card className="p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold">Your progress</h2>
          <p className="text-sm text-muted-foreground" data-testid="achievement-progress">
            {earned} of {ACHIEVEMENTS.length} · {percent}%
          </p>
        </div>
        <Progress value={percent} label="Achievements unlocked" className="mt-3" />
        <p className="mt-4 font-semibold">{message.title}</p>
        {message.hint && <p className="text-sm text-muted-foreground">{message.hint}</p>}
      </Card>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="All achievements">
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
