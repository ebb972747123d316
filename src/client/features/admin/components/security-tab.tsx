import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import type { AdminSecurity, AuditEntry, AuditFigure, AuditKind } from "#shared/admin.ts";
import { formatCount } from "#shared/format-count.ts";
import { formatDate } from "#shared/i18n/calendar.ts";
import { adminSecurityQuery } from "../api.ts";
import { QueryMessage } from "./query-message.tsx";

/** The three figures of the Security tab (docs/product.md#security-tab), in the order shown. */
const FIGURES = [
  { key: "failedSignIns", label: msg`Failed sign-ins`, testId: "security-failed-sign-ins" },
  { key: "rateLimited", label: msg`Rate-limited requests`, testId: "security-rate-limited" },
  { key: "adminActions", label: msg`Admin actions`, testId: "security-admin-actions" },
] as const satisfies readonly {
  key: keyof AdminSecurity;
  label: MessageDescriptor;
  testId: string;
}[];

/** The moment in the language shown: English as the UK writes it. */
const when = (at: string) => formatDate(new Date(at), "date-time", "local");

/**
 * What an entry's email is. An admin did an admin action; a failed or rate-limited sign-in was
 * tried with someone's email by whoever was at that IP address, who may not hold the account.
 */
function actorLabel(kind: AuditKind): MessageDescriptor {
  if (kind === "admin-action") return msg`By`;
  if (kind === "sign-in-failed" || kind === "rate-limited") return msg`Email tried`;
  return msg`Account`;
}

/** One audit entry as stacked lines, so that it reads on a 390 px screen without a table. */
function EntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const details = [
    { label: i18n._(actorLabel(entry.kind)), value: entry.actor },
    { label: t`Target`, value: entry.target },
    { label: t`IP`, value: entry.ip },
  ].filter((d) => d.value);
  return (
    <li className="rounded-lg border border-border bg-card p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium wrap-anywhere">{entry.action}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {when(entry.at)}
        </time>
      </p>
      {details.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
          {details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-muted-foreground">{d.label}</dt>
              <dd className="min-w-0 wrap-anywhere">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function LatestEntries({ label, figure }: { label: string; figure: AuditFigure }) {
  const { t } = useLingui();
  const count = figure.latest.length;
  return (
    <section>
      <h3 className="font-semibold">
        {t`${label}: ${plural(count, { one: "latest entry", other: "latest # entries" })}`}
      </h3>
      <ul className="mt-2 grid gap-2">
        {figure.latest.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/** Real figures for the last day; "No security incidents detected" only at zero. */
export function SecurityTab() {
  const { t, i18n } = useLingui();
  const security = useQuery(adminSecurityQuery);
  if (!security.data) {
    return (
      <QueryMessage
        query={security}
        loading={t`Loading security figures...`}
        failed={t`Failed to load security figures`}
      />
    );
  }
  const data = security.data;
  const quiet = FIGURES.every(({ key }) => data[key].count === 0);
  const hours = data.windowHours;
  const period = t`${plural(hours, { one: "in the last # hour", other: "in the last # hours" })}`;
  return (
    <div className="grid gap-4">
      <Card className="flex items-start gap-3 p-4">
        {quiet ? (
          <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden />
        ) : (
          <ShieldAlert className="size-6 shrink-0 text-primary" aria-hidden />
        )}
        <div>
          <h2 className="font-semibold">
            <Trans>Security monitoring active</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {quiet ? (
              <Trans>No security incidents detected</Trans>
            ) : (
              t`${plural(hours, {
                one: "Activity recorded in the last # hour.",
                other: "Activity recorded in the last # hours.",
              })}`
            )}
          </p>
        </div>
      </Card>
      {!quiet && (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {FIGURES.map(({ key, label, testId }) => (
              <Card key={key} className="p-4">
                <dt className="text-sm font-medium text-muted-foreground">{i18n._(label)}</dt>
                <dd className="mt-2 text-3xl font-bold tabular-nums" data-testid={testId}>
                  {formatCount(data[key].count)}
                </dd>
                <dd className="mt-1 text-xs text-muted-foreground">{period}</dd>
              </Card>
            ))}
          </dl>
          {FIGURES.filter(({ key }) => data[key].latest.length > 0).map(({ key, label }) => (
            <LatestEntries key={key} label={i18n._(label)} figure={data[key]} />
          ))}
        </>
      )}
    </div>
  );
}
