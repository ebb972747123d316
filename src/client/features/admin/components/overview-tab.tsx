import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, MapPin, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { formatCount } from "#shared/format-count.ts";
import { adminStatsQuery } from "../api.ts";
import { QueryMessage } from "./query-message.tsx";

function StatCard({
  icon,
  label,
  value,
  hint,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  hint: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card className="p-4">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <span className="text-primary [&_svg]:size-5">{icon}</span>
      </dt>
      <dd className="mt-2 text-3xl font-bold tabular-nums" data-testid={testId}>
        {formatCount(value)}
      </dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
      {children && <dd className="mt-2">{children}</dd>}
    </Card>
  );
}

/** Overview: users, places, places visited (with the share visited), recent signups. */
export function OverviewTab() {
  const { t } = useLingui();
  const stats = useQuery(adminStatsQuery);
  if (!stats.data) {
    return (
      <QueryMessage
        query={stats}
        loading={t`Loading statistics...`}
        failed={t`Failed to load statistics`}
      />
    );
  }
  const { totalUsers, totalPlaces, visitedPlaces, recentSignups } = stats.data;
  const percentVisited = totalPlaces > 0 ? Math.round((visitedPlaces / totalPlaces) * 100) : 0;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <StatCard
        icon={<Users aria-hidden />}
        label={t`Total Users`}
        value={totalUsers}
        hint={t`Registered accounts`}
        testId="stat-total-users"
      />
      <StatCard
        icon={<MapPin aria-hidden />}
        label={t`Total Places`}
        value={totalPlaces}
        hint={t`Across every user's list`}
        testId="stat-total-places"
      />
      <StatCard
        icon={<CheckCircle2 aria-hidden />}
        label={t`Places Visited`}
        value={visitedPlaces}
        hint={t`${percentVisited}% of all places visited`}
        testId="stat-visited-places"
      >
        <Progress value={percentVisited} label={t`Share of places visited`} />
      </StatCard>
      <StatCard
        icon={<UserPlus aria-hidden />}
        label={t`Recent Signups`}
        value={recentSignups}
        hint={t`last 7 days`}
        testId="stat-recent-signups"
      />
    </dl>
  );
}
