import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import {
  entryDelayMs,
  RELEASE_TYPE_LABELS,
  type Release,
  VERSION_HISTORY,
} from "#shared/version-history.ts";

/**
 * Each entry fades and rises in after its own delay, from its @starting-style: nothing is
 * hidden from the DOM or assistive tech meanwhile. With reduced motion there is no transition
 * at all, so every entry shows at once (the global rule in styles.css shortens durations but
 * not delays, hence transition-none here).
 */
const ENTRANCE =
  "transition-[opacity,translate] duration-500 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none";

/** A timeline of releases, newest first and flagged Current (docs/product.md#version-history). */
export function VersionHistoryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from the About page: step back to it rather than stacking another About on history.
  const fromAbout = (location.state as { fromAbout?: boolean } | null)?.fromAbout === true;
  const back = () => (fromAbout ? navigate(-1) : navigate("/about"));
  return (
    <PageFrame title={t`Version history`} onBack={back}>
      <p className="text-sm text-muted-foreground">
        <Trans>What each release of UK Adventures brought, newest first.</Trans>
      </p>
      <ol
        aria-label={t`Releases`}
        className="relative mt-5 grid gap-5 before:absolute before:top-3 before:bottom-3 before:left-[11px] before:w-0.5 before:rounded-full before:bg-border"
      >
        {VERSION_HISTORY.map((release, index) => (
          <li
            key={release.version}
            className={cn("relative pl-10", ENTRANCE)}
            style={{ transitionDelay: `${entryDelayMs(index)}ms` }}
          >
            <TimelineEntry release={release} current={index === 0} />
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}

function TimelineEntry({ release, current }: { release: Release; current: boolean }) {
  const headingId = useId();
  // Each release's words are the shared history's, marked there for the catalogues.
  const shared = useSharedText();
  const { version } = release;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          "absolute top-5 left-0 size-6 rounded-full border-4 border-background",
          current ? "bg-primary" : "bg-muted-foreground",
        )}
      />
      <article aria-labelledby={headingId}>
        <Card className={cn("p-5", current && "border-primary")}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-bold tracking-tight tabular-nums">
              <Trans>Version {version}</Trans>
            </h2>
            <Badge
              className={
                release.type === "security"
                  ? "bg-accent text-accent-foreground"
                  : "bg-secondary text-secondary-foreground"
              }
            >
              {shared(RELEASE_TYPE_LABELS[release.type])}
            </Badge>
            {current && (
              <Badge className="bg-primary text-primary-foreground">
                <Trans>Current</Trans>
              </Badge>
            )}
          </div>
          <p className="mt-1 font-semibold">{shared(release.title)}</p>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
            {release.highlights.map((highlight) => (
              <li key={highlight}>{shared(highlight)}</li>
            ))}
          </ul>
        </Card>
      </article>
    </>
  );
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", className)}>
      {children}
    </span>
  );
}
