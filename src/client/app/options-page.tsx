import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import {
  ClipboardList,
  Compass,
  DatabaseBackup,
  Languages,
  LogOut,
  Ruler,
  UserRound,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { isLocated } from "#shared/export-formats/place-file.ts";
import { LANGUAGE_NAMES, LANGUAGES, LOCALES } from "#shared/i18n/language.ts";
import { countPlaces } from "#shared/place-list.ts";
import { displayName, type User } from "#shared/user.ts";
import { PageFrame } from "../components/page-frame.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { ToggleChip } from "../components/ui/toggle-chip.tsx";
import { BackupRestoreDialog } from "../features/import-backup/components/backup-restore-dialog.tsx";
import { ExportCard } from "../features/import-backup/components/export-card.tsx";
import { ImportDialog } from "../features/import-backup/components/import-dialog.tsx";
import { requestTour } from "../features/tour/tour-flags.ts";
import { setDistanceUnit, useDistanceUnit } from "../lib/distance-unit.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { chooseLanguage } from "../lib/language-choice.ts";
import { signOut } from "../lib/session.ts";
import { CollectionFigures } from "./collection-figures.tsx";

type OpenDialog = "import" | "backup" | null;

/** One entry of the Options page: what it is, what it does, and its button. */
function OptionRow({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="ml-auto">{action}</div>
    </Card>
  );
}

/** The Options page (docs/product.md#options). */
export function OptionsPage({ user }: { user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const places = useQuery(placesQuery);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const unit = useDistanceUnit();
  const language = useLanguage();
  const counts = countPlaces(places.data ?? []);

  return (
    <PageFrame title={t`Options`}>
      <div className="grid gap-3">
        <OptionRow
          icon={<Compass aria-hidden />}
          title={t`App Tour`}
          description={t`A one-minute walk through the home page, step by step.`}
          action={
            <Button
              variant="outline"
              onClick={() => {
                requestTour();
                navigate("/");
              }}
            >
              <Trans>Start Tour</Trans>
            </Button>
          }
        />
        <OptionRow
          icon={<ClipboardList aria-hidden />}
          title={t`Import Places`}
          description={t`Paste a list, or bring places in from a file: Google Takeout, My Maps, GPX, GeoJSON or CSV.`}
          action={
            <Button onClick={() => setDialog("import")}>
              <Trans>Import Places</Trans>
            </Button>
          }
        />
        <ExportCard
          unlocated={places.data ? places.data.filter((place) => !isLocated(place)).length : null}
        />
        <OptionRow
          icon={<DatabaseBackup aria-hidden />}
          title={t`Backup & Restore`}
          description={t`Download your whole list with its photos, or restore it from a backup file.`}
          action={
            <Button variant="outline" onClick={() => setDialog("backup")}>
              <Trans>Backup & Restore</Trans>
            </Button>
          }
        />

        <OptionRow
          icon={<Ruler aria-hidden />}
          title={t`Distances`}
          description={t`How far places are, when you sort by distance or open a place.`}
          action={
            <fieldset className="flex gap-2">
              <legend className="sr-only">
                <Trans>Show distances in</Trans>
              </legend>
              <ToggleChip pressed={unit === "mi"} onClick={() => setDistanceUnit("mi")}>
                <Trans>Miles</Trans>
              </ToggleChip>
              <ToggleChip pressed={unit === "km"} onClick={() => setDistanceUnit("km")}>
                <Trans>Kilometres</Trans>
              </ToggleChip>
            </fieldset>
          }
        />

        <OptionRow
          icon={<Languages aria-hidden />}
          // In both languages, so that a reader of either finds it.
          title="Language / Iaith"
          description={t`The language the app is shown in, on every device you sign in on.`}
          action={
            <fieldset className="flex gap-2">
              <legend className="sr-only">Language / Iaith</legend>
              {LANGUAGES.map((option) => (
                <ToggleChip
                  key={option}
                  lang={LOCALES[option]}
                  pressed={language === option}
                  onClick={() => void chooseLanguage(option)}
                >
                  {LANGUAGE_NAMES[option]}
                </ToggleChip>
              ))}
            </fieldset>
          }
        />

        <CollectionFigures counts={counts} pending={places.isPending} />

        <Card className="flex flex-wrap items-center gap-4 p-4">
          <div className="min-w-0 flex-1 basis-48">
            <h2 className="font-semibold">
              <Trans>Account</Trans>
            </h2>
            <p className="truncate text-sm">{displayName(user)}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/account">
                <UserRound aria-hidden />
                <Trans>Manage account</Trans>
              </Link>
            </Button>
            <Button variant="outline" onClick={() => void signOut()}>
              <LogOut aria-hidden />
              <Trans>Sign Out</Trans>
            </Button>
          </div>
        </Card>
      </div>

      <ImportDialog open={dialog === "import"} onClose={() => setDialog(null)} />
      <BackupRestoreDialog
        open={dialog === "backup"}
        onClose={() => setDialog(null)}
        placeCount={places.data ? counts.all : null}
      />
    </PageFrame>
  );
}
