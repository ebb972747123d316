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
import { APP_NAME } from "#shared/app-info.ts";
import { CATEGORIES, COMING_SOON, MOODS } from "#shared/catalog.ts";
import { AboutSection } from "./about-section.tsx";

const KEY_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: SmilePlus,
    title: "Mood tagging",
    text: "Tag each place with one of eight moods, so you remember how it felt or pick one to suit your day.",
  },
  {
    icon: Search,
    title: "Smart search",
    text: "Find any place as you type, by its name, address or category.",
  },
  {
    icon: ListFilter,
    title: "Smart filtering",
    text: "Switch between all places, those you have visited and those still to visit, sorted by date or A-Z.",
  },
  {
    icon: Upload,
    title: "Bulk import",
    text: "Paste a list from a note or spreadsheet, preview it, and add every place at once.",
  },
  {
    icon: DatabaseBackup,
    title: "Backup & restore",
    text: "Export your whole list, photos included, as a backup file you download, and restore it whenever you need.",
  },
];

const YOUR_DATA = [
  "Your places, notes and photos are private to your account: other users cannot see them. The person who runs this server can, from its admin dashboard.",
  "UK Adventures is self-hosted: your list lives on the server you or your host run, not with a third party.",
  "Back up your list to a file and restore it at any time from the Options page.",
  "Photos are stored on your server, with their location and camera data stripped on upload.",
];

/** The About page (docs/product.md#about). */
export function AboutPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title="About" onBack={() => navigate("/")}>
      <div className="grid gap-4">
        <AppSummary />

        <AboutSection icon={<Info aria-hidden />} title={`What is ${APP_NAME}?`}>
          <div className="space-y-2 text-sm leading-6 text-muted-foreground">
            <p>
              {APP_NAME} is a free, personal tracker of places across the United Kingdom. Keep one
              list of the castles, coastal walks, galleries and cafés you want to see, and tick them
              off as you visit, with notes, a category, a mood and a photo for each.
            </p>
            <p>
              It is not a social platform: there are no followers or feeds, and your list is yours
              alone.
            </p>
          </div>
        </AboutSection>

        <AboutSection icon={<Sparkles aria-hidden />} title="Key Features">
          <ul className="grid gap-3 sm:grid-cols-2">
            {KEY_FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl bg-muted p-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold">{title}</h3>
                  <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Tags aria-hidden />} title="Categories">
          <p className="text-sm text-muted-foreground">Every place can sit in one of five.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {CATEGORIES.map((category) => (
              <li
                key={category}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium"
              >
                <MapPin className="size-3.5 text-primary" aria-hidden />
                {category}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<SmilePlus aria-hidden />} title="Mood System">
          <p className="text-sm text-muted-foreground">
            Eight moods, each with its own emoji and colour.
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
                {mood.name}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Rocket aria-hidden />} title="Coming Soon">
          <p className="text-sm text-muted-foreground">Ideas we are working towards.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COMING_SOON.map((item) => (
              <li
                key={item}
                className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
              >
                {item}
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Lock aria-hidden />} title="Your Data">
          <ul className="grid gap-2 text-sm">
            {YOUR_DATA.map((point) => (
              <li key={point} className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection icon={<Globe aria-hidden />} title="Map data">
          <ul className="grid gap-2 text-sm">
            <li>
              Town and village names and positions from{" "}
              <a className="underline" href="https://www.geonames.org/" rel="noopener noreferrer">
                GeoNames
              </a>
              , under the Creative Commons Attribution 4.0 licence.
            </li>
            <li>
              The landmarks "Find a place" knows (peaks, parks, castles and attractions) and the
              map's borders between England, Scotland and Wales: compiled for this app from
              well-known public facts, such as Wikidata records, and shared under the app's MIT
              licence.
            </li>
            <li>
              Ordnance Survey grid references are converted with the National Grid's published
              transformation (OSGB36 to WGS84), through the geodesy library.
            </li>
            <li>
              The map's coastlines and borders from{" "}
              <a
                className="underline"
                href="https://www.naturalearthdata.com/"
                rel="noopener noreferrer"
              >
                Natural Earth
              </a>
              , in the public domain.
            </li>
            <li>
              Postcodes, where this server's administrator has loaded the{" "}
              <a
                className="underline"
                href="https://geoportal.statistics.gov.uk/"
                rel="noopener noreferrer"
              >
                ONS Postcode Directory
              </a>
              : Source: Office for National Statistics, licensed under the Open Government Licence
              v.3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail data
              © Royal Mail copyright and database right. Contains GeoPlace data © Local Government
              Information House Limited copyright and database right.
            </li>
            <li>
              Finding places and drawing the map ask no other server: the data ships with the app.
              Where the administrator has chosen an online place search or a detailed map, its
              results and tiles are fetched by this server or from that map server, and credited
              where they are shown (for example, © OpenStreetMap contributors).
            </li>
          </ul>
        </AboutSection>

        <nav aria-label="Legal" className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/terms">
              <FileText aria-hidden />
              Terms of Service
            </Link>
          </Button>
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/privacy-policy">
              <ShieldCheck aria-hidden />
              Privacy Policy
            </Link>
          </Button>
        </nav>
      </div>
    </PageFrame>
  );
}

/** The app's name, what it is in a line, its version and build, and the way to its history. */
function AppSummary() {
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
        <MapPin className="size-7" aria-hidden />
      </span>
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{APP_NAME}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your private list of places to see across the UK.
        </p>
      </div>
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="rounded-full bg-primary px-3 py-0.5 font-semibold text-primary-foreground tabular-nums">
          v{__APP_VERSION__}
        </span>
        <span className="font-mono text-xs text-muted-foreground">build {__APP_BUILD__}</span>
      </p>
      <Button asChild variant="link" className="h-auto py-1">
        <Link to="/version-history" state={{ fromAbout: true }}>
          <History aria-hidden />
          Version history
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
