import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, EyeOff, Lock, ShieldCheck, Sparkles, UserRound } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "#client/components/site-footer.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useSharedText } from "#client/lib/i18n.tsx";
import { COMING_SOON } from "#shared/catalog.ts";
import { FEATURES, type Feature } from "../features.ts";
import { HeroIllustration } from "./hero-illustration.tsx";
import { MarketingHeader } from "./marketing-header.tsx";

const PRIVACY_POINTS = [
  {
    icon: Lock,
    title: msg`Private to you`,
    text: msg`Other users never see your places, notes or photos. The person who runs this server can, from its admin dashboard.`,
  },
  {
    icon: EyeOff,
    title: msg`Not a social platform`,
    text: msg`No followers, no feeds, no likes. Just your own list of places, at your own pace.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Free, with no adverts`,
    text: msg`It costs nothing, your data is never sold, and you can run your own copy if you prefer.`,
  },
];

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingHeader />
      <main className="flex-1">
        <Hero />
        <PrivacySection />
        <FeaturesSection />
        <ComingSoonSection />
        <ClosingSection />
      </main>
      <SiteFooter />
    </div>
  );
}

function Hero() {
  return (
    <section className="bg-linear-to-b from-primary/10 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-10 sm:px-6 sm:pb-16 lg:grid-cols-2 lg:gap-12 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden />
            <Trans>Free and private, for UK travellers</Trans>
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Trans>Track Your UK Adventures</Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            <Trans>
              Keep one list of the places you want to see across the United Kingdom, from castles
              and coastal walks to galleries and cafés, and tick them off as you go.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/sign-in">
                <Trans>Start Your Journey</Trans>
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#features">
                <Trans>Explore the features</Trans>
              </a>
            </Button>
          </div>
        </div>
        <HeroIllustration className="mx-auto max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}

function PrivacySection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="privacy-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="privacy-heading" className="text-center text-2xl font-bold tracking-tight">
        <Trans>Your list, and nobody else’s</Trans>
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {PRIVACY_POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-4 rounded-2xl bg-muted p-5">
            <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-16 mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-balance">
          <Trans>Everything you need to plan and remember</Trans>
        </h2>
        <p className="mt-3 text-muted-foreground">
          <Trans>
            Simple tools for building your list, finding things in it and keeping it safe.
          </Trans>
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.slug}>
            <FeatureCard feature={feature} />
          </li>
        ))}
        <li>
          <Card className="flex h-full flex-col border-transparent bg-secondary p-6 text-secondary-foreground">
            <span className="flex size-11 items-center justify-center rounded-xl bg-card text-primary">
              <UserRound className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <Trans>Your account, your data</Trans>
            </h3>
            <p className="mt-2 flex-1 text-sm">
              <Trans>
                Each account’s places are kept apart and never shared, sold or used for advertising.
              </Trans>
            </p>
            <Link
              to="/privacy-policy"
              className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold underline underline-offset-4"
            >
              <Trans>Read the Privacy Policy</Trans>
            </Link>
          </Card>
        </li>
      </ul>
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const { t, i18n } = useLingui();
  const Icon = feature.icon;
  const title = i18n._(feature.title);
  return (
    <Card className="flex h-full flex-col p-6">
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{i18n._(feature.summary)}</p>
      <Button asChild variant="link" className="mt-4 h-auto self-start px-0 py-1">
        <Link to={`/features/${feature.slug}`} aria-label={t`Learn more about ${title}`}>
          <Trans>Learn More</Trans>
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

function ComingSoonSection() {
  // The coming features are the shared list's, marked there.
  const shared = useSharedText();
  return (
    <section aria-labelledby="coming-soon-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 lg:py-16">
        <h2 id="coming-soon-heading" className="text-2xl font-bold tracking-tight">
          <Trans>Coming soon</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          <Trans>
            Ideas we are working towards. Anything social will always be optional: your list stays
            private unless you decide otherwise.
          </Trans>
        </p>
        <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
          {COMING_SOON.map((item) => (
            <li
              key={item}
              className="rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium"
            >
              {shared(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-balance">
          <Trans>Your next adventure starts with a list</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty">
          <Trans>
            Create a free account in under a minute and add the first place you want to visit.
          </Trans>
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/sign-in">
            <Trans>Sign In to Get Started</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
