import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "#client/components/not-found-page.tsx";
import { SiteFooter } from "#client/components/site-footer.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { FEATURES, type Feature, findFeature } from "../features.ts";
import { MarketingHeader } from "./marketing-header.tsx";

export function FeaturePage() {
  const { i18n } = useLingui();
  const { feature: slug } = useParams();
  const feature = findFeature(slug);
  if (!feature) return <NotFoundPage />;
  const Icon = feature.icon;
  const title = i18n._(feature.title);

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${APP_NAME}`}</title>
      <MarketingHeader />
      <main className="flex-1 bg-linear-to-b from-primary/10 to-background to-60%">
        <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/">
              <ArrowLeft aria-hidden />
              <Trans>Back to home</Trans>
            </Link>
          </Button>
          <span className="mt-6 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
            <Icon className="size-7" aria-hidden />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{i18n._(feature.lead)}</p>

          <Card className="mt-8 p-6 sm:p-8">
            <h2 className="text-xl font-semibold">
              <Trans>What it does</Trans>
            </h2>
            <ul className="mt-5 space-y-4">
              {feature.points.map((point) => (
                <li key={point.id} className="flex gap-3">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Check className="size-4" aria-hidden />
                  </span>
                  <span>{i18n._(point)}</span>
                </li>
              ))}
            </ul>
          </Card>

          {feature.showcase && <Showcase {...feature.showcase} />}

          <section
            aria-labelledby="get-started-heading"
            className="mt-10 rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
          >
            <h2 id="get-started-heading" className="text-xl font-semibold">
              <Trans>Ready to try it?</Trans>
            </h2>
            <p className="mt-2 text-muted-foreground">
              <Trans>UK Adventures is free, and your list is private to you.</Trans>
            </p>
            <Button asChild size="lg" className="mt-6">
              <a href="/api/login">
                <Trans>Get Started</Trans>
                <ArrowRight aria-hidden />
              </a>
            </Button>
          </section>

          <OtherFeatures current={feature} />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function Showcase({ heading, items }: NonNullable<Feature["showcase"]>) {
  const { i18n } = useLingui();
  const detailed = items.some((item) => item.description);
  const withEmoji = items.some((item) => item.emoji);
  return (
    <section aria-labelledby="showcase-heading" className="mt-10">
      <h2 id="showcase-heading" className="text-xl font-semibold">
        {i18n._(heading)}
      </h2>
      <ul
        className={cn(
          "mt-5 gap-3",
          detailed
            ? "grid sm:grid-cols-2"
            : withEmoji
              ? "grid grid-cols-2 sm:grid-cols-4"
              : "flex flex-wrap",
        )}
      >
        {items.map(({ name, emoji, description }) => (
          <li
            key={name.id}
            className={cn(
              "flex items-center gap-3 border border-border bg-card",
              detailed || withEmoji ? "rounded-xl p-4" : "rounded-full px-4 py-2 font-medium",
            )}
          >
            {emoji && (
              <span className="text-2xl leading-none" aria-hidden>
                {emoji}
              </span>
            )}
            <span>
              <span className="block font-medium">{i18n._(name)}</span>
              {description && (
                <span className="block text-sm text-muted-foreground">{i18n._(description)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OtherFeatures({ current }: { current: Feature }) {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby="other-features-heading" className="mt-12">
      <h2 id="other-features-heading" className="text-base font-semibold">
        <Trans>More features</Trans>
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {FEATURES.filter((f) => f.slug !== current.slug).map((f) => (
          <li key={f.slug}>
            <Link
              to={`/features/${f.slug}`}
              className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
            >
              <f.icon className="size-4 text-primary" aria-hidden />
              {i18n._(f.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
