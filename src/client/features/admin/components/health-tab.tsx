import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, Database, Gauge, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { describeError } from "#shared/error-messages.ts";
import { uptimeOf } from "#shared/uptime.ts";
import { adminHealthQuery, HEALTH_REFETCH_MS } from "../api.ts";
import { QueryMessage } from "./query-message.tsx";

function HealthFigure({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </Card>
  );
}

/** "1d 1h 1m": leading units that are none are left out, minutes always shown. */
function UptimeFigure({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const { days, hours, minutes } = uptimeOf(seconds);
  if (days > 0) return t`${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return t`${hours}h ${minutes}m`;
  return t`${minutes}m`;
}

/** Connected or not, said in words and an icon as well as colour. */
function DatabaseStatus({ connected }: { connected: boolean }) {
  const Icon = connected ? CheckCircle2 : XCircle;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2",
        connected ? "text-primary" : "text-destructive",
      )}
    >
      <Icon aria-hidden className="size-6" />
      {connected ? <Trans>Connected</Trans> : <Trans>Disconnected</Trans>}
    </span>
  );
}

/** The time in the language shown: English as the UK writes it. */
const timeOfDay = (ms: number, locale: string) =>
  new Date(ms).toLocaleTimeString(locale === "cy" ? "cy" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

/** System Health: database, response time and uptime, refetched every 30 seconds. */
export function HealthTab() {
  const { t, i18n } = useLingui();
  const shared = useSharedText();
  const health = useQuery(adminHealthQuery);
  if (!health.data) {
    return (
      <QueryMessage
        query={health}
        loading={t`Checking system health...`}
        failed={t`Failed to load system health`}
      />
    );
  }
  const { databaseConnected, responseTime, uptime, eventLoopDelay } = health.data;
  const responseMs = responseTime < 10 ? responseTime.toFixed(1) : Math.round(responseTime);
  const p99 = Math.round(eventLoopDelay.p99);
  const longest = Math.round(eventLoopDelay.max);
  const refreshSeconds = HEALTH_REFETCH_MS / 1000;
  const checkedAt = timeOfDay(health.dataUpdatedAt, i18n.locale);
  const reason = health.error ? describeError(health.error, t`Please try again.`, shared) : "";
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <HealthFigure icon={<Database aria-hidden />} label={t`Database`} testId="health-database">
          <DatabaseStatus connected={databaseConnected} />
        </HealthFigure>
        <HealthFigure
          icon={<Gauge aria-hidden />}
          label={t`Response Time`}
          testId="health-response-time"
        >
          <Trans>{responseMs} ms</Trans>
        </HealthFigure>
        <HealthFigure icon={<Clock aria-hidden />} label={t`Server Uptime`} testId="health-uptime">
          <UptimeFigure seconds={uptime} />
        </HealthFigure>
      </dl>
      <p className="text-sm text-muted-foreground" data-testid="health-event-loop">
        <Trans>
          Event-loop delay over the last minute: p99 {p99} ms, longest {longest} ms.
        </Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Refreshed every {refreshSeconds} seconds. Last checked at{" "}
          <time dateTime={new Date(health.dataUpdatedAt).toISOString()}>{checkedAt}</time>.
        </Trans>
      </p>
      {/* A failed refresh keeps the last figures on screen, but must not pass for a fresh one. */}
      {health.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          <Trans>The last check failed: {reason}</Trans>
        </p>
      )}
    </div>
  );
}
