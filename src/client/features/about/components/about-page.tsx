import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ArrowRight,
  DatabaseBackup,
  FileText,
  Globe,
  History,
  Info,
  ListFilter,
  Lock,
  type LucideIcon,
  MapPin,
  Rocket,
  Search,
  ShieldCheck,
  SmilePlus,
  Sparkles,
  Tags,
  Upload,
} from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useSharedText } from "#client/lib/i18n.tsx";
import { APP_NAME } from "#shared/app-info.ts";
import { CATEGORIES, COMING_SOON, MOODS } from "#shared/catalog.ts";
import { AboutSection } from "./about-section.tsx";

const KEY_FEATURES: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: SmilePlus,
    title: msg`Mood tagging`,
    text: msg`Tag each place with one of eight moods, so you remember how it felt or pick one to suit your day.`,
  },
  {
    icon: Search,
    title: msg`Smart search`,
    text: msg`Find any place as you type, by its name, address or category.`,
  },
  {
    icon: ListFilter,
    title: msg`Smart filtering`,
    text: msg`Switch between all places, those you have visited and those still to visit, sorted by date or A-Z.`,
  },
  {
    icon: Upload,
    title: msg`Bulk import`,
    text: msg`Paste a list from a note or spreadsheet, preview it, and add every place at once.`,
  },
  {
    icon: DatabaseBackup,
    title: msg`Backup & restore`,
    text: msg`Export your whole list, photos included, as a backup file you download, and restore it whenever you need.`,
  },
];

const YOUR_DATA: MessageDescriptor[] = [
  msg`Your places, notes and photos are private to your account: other users cannot see them. The person who runs this server can, from its admin dashboard.`,
  msg`UK Adventures is self-hosted: your list lives on the server you or your host run, not with a third party.`,
  msg`Back up your list to a file and restore it at any time from the Options page.`,
  msg`Photos are stored on your server, with their location and camera data stripped on upload.`,
];

/** The About page (docs/product.md#about). */
export function AboutPage() {
  const { t, i18n } = useLingui();
  // The categories, moods and coming features are the shared lists', marked there.
  const shared = useSharedText();
  const navigate = useNavigate();
  return (
    <PageFrame title={t`About`} onBack={() => navigate("/")}>
      <div className="grid gap-4">
        <AppSummary />

        <AboutSection icon={<Info aria-hidden />} title={t`What is ${APP_NAME}?`}>
          <div className="space-y-2 text-sm leading-6 text-muted-foreground">
            <p>
              <Trans>
                {APP_NAME} is a free, personal tracker of places across the United Kingdom. Keep one
                list of the castles, coastal walks, galleries and cafés you want to see, and tick
                them off as you visit, with notes, a category, a mood and a photo for each.
              </Trans>
            </p>
            <p>
              <Trans>
                It is not a social platform: there are no followers or feeds, and your list is yours
                alone.
              </Trans>
            </p>
          </div>
        </AboutSection>

        <AboutSection icon={<Sparkles aria-hidden />} title={t`Key Features`}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {KEY_FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="flex gap-3 rounded-xl bg-muted p-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold">{i18n._(title)}</h3>
                  <p className="mt-0.5 text-sm text-muted-foreground">{i18n._(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Tags aria-hidden />} title={t`Categories`}>
          <p className="text-sm text-muted-foreground">
            <Trans>Every place can sit in one of five.</Trans>
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {CATEGORIES.map((category) => (
              <li
                key={category}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium"
              >
                <MapPin className="size-3.5 text-primary" aria-hidden />
                {shared(category)}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<SmilePlus aria-hidden />} title={t`Mood System`}>
          <p className="text-sm text-muted-foreground">
            <Trans>Eight moods, each with its own emoji and colour.</Trans>
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {MOODS.map((mood) => (
              <li
                key={mood.name}
                className="flex items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 text-sm font-medium"
                style={{ borderLeftColor: mood.colour, borderLeftWidth: 4 }}
              >
                <span aria-hidden className="text-lg leading-none">
                  {mood.emoji}
                </span>
                {shared(mood.name)}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Rocket aria-hidden />} title={t`Coming Soon`}>
          <p className="text-sm text-muted-foreground">
            <Trans>Ideas we are working towards.</Trans>
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COMING_SOON.map((item) => (
              <li
                key={item}
                className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
              >
                {shared(item)}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Lock aria-hidden />} title={t`Your Data`}>
          <ul className="grid gap-2 text-sm">
            {YOUR_DATA.map((point) => (
              <li key={point.id} className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{i18n._(point)}</span>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Globe aria-hidden />} title={t`Map data`}>
          <ul className="grid gap-2 text-sm">
            <li>
              <Trans>
                Town and village names and positions from{" "}
                <a className="underline" href="https://www.geonames.org/" rel="noopener noreferrer">
                  GeoNames
                </a>
                , under the Creative Commons Attribution 4.0 licence.
              </Trans>
            </li>
            <li>
              <Trans>
                The landmarks "Find a place" knows (peaks, parks, castles and attractions) and the
                map's borders between England, Scotland and Wales: compiled for this app from
                well-known public facts, such as Wikidata records, and shared under the app's MIT
                licence.
              </Trans>
            </li>
            <li>
              <Trans>
                Ordnance Survey grid references are converted with the National Grid's published
                transformation (OSGB36 to WGS84), through the geodesy library.
              </Trans>
            </li>
            <li>
              <Trans>
                The map's coastlines and borders from{" "}
                <a
                  className="underline"
                  href="https://www.naturalearthdata.com/"
                  rel="noopener noreferrer"
                >
                  Natural Earth
                </a>
                , in the public domain.
              </Trans>
            </li>
            <li>
              <Trans>
                Postcodes, where this server's administrator has loaded the{" "}
                <a
                  className="underline"
                  href="https://geoportal.statistics.gov.uk/"
                  rel="noopener noreferrer"
                >
                  ONS Postcode Directory
                </a>
                : Source: Office for National Statistics, licensed under the Open Government Licence
                v.3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail
                data © Royal Mail copyright and database right. Contains GeoPlace data © Local
                Government Information House Limited copyright and database right.
              </Trans>
            </li>
            <li>
              <Trans>
                Finding places and drawing the map ask no other server: the data ships with the app.
                Where the administrator has chosen an online place search or a detailed map, its
                results and tiles are fetched by this server or from that map server, and credited
                where they are shown (for example, © OpenStreetMap contributors).
              </Trans>
            </li>
          </ul>
        </AboutSection>

        <nav aria-label={t`Legal`} className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/terms">
              <FileText aria-hidden />
              <Trans>Terms of Service</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/privacy-policy">
              <ShieldCheck aria-hidden />
              <Trans>Privacy Policy</Trans>
            </Link>
          </Button>
        </nav>
      </div>
    </PageFrame>
  );
}

/** The app's name, what it is in a line, its version and build, and the way to its history. */
function AppSummary() {
  const build = __APP_BUILD__;
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
        <MapPin className="size-7" aria-hidden />
      </span>
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{APP_NAME}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Your private list of places to see across the UK.</Trans>
        </p>
      </div>
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="rounded-full bg-primary px-3 py-0.5 font-semibold text-primary-foreground tabular-nums">
          v{__APP_VERSION__}
        </span>
        <span className="font-mono text-xs text-muted-foreground">
          <Trans>build {build}</Trans>
        </span>
      </p>
      <Button asChild variant="link" className="h-auto py-1">
        <Link to="/version-history" state={{ fromAbout: true }}>
          <History aria-hidden />
          <Trans>Version history</Trans>
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
