import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DatabaseBackup, Download, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { describeError } from "#shared/error-messages.ts";
import { downloadBackup, readBackupFile } from "../api.ts";
import { addPlacesInBatches, BulkAddError, type BulkProgress } from "../bulk-add.ts";
import { describeBulkResult } from "../bulk-outcome.ts";
import { BulkProgressBar } from "./bulk-progress.tsx";

/** `placeCount` is null until the list has loaded. */
type Props = { open: boolean; onClose: () => void; placeCount: number | null };

/** The Backup & Restore dialog: tabs Backup and Restore (docs/product.md#backup-and-restore). */
export function BackupRestoreDialog({ open, onClose, placeCount }: Props) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        title={t`Backup & Restore`}
        description={t`Keep a copy of your list, or bring one back.`}
        sheetOnMobile
      >
        <Tabs defaultValue="backup" className="grid gap-4">
          <TabsList>
            <TabsTrigger value="backup" disabled={busy}>
              <Download aria-hidden />
              <Trans>Backup</Trans>
            </TabsTrigger>
            <TabsTrigger value="restore" disabled={busy}>
              <Upload aria-hidden />
              <Trans>Restore</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="backup">
            <BackupTab placeCount={placeCount} busy={busy} setBusy={setBusy} />
          </TabsContent>
          <TabsContent value="restore">
            <RestoreTab busy={busy} setBusy={setBusy} onRestored={onClose} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

type TabProps = { busy: boolean; setBusy: (busy: boolean) => void };

function BackupTab({ placeCount, busy, setBusy }: TabProps & { placeCount: number | null }) {
  const hintId = useId();
  const { t } = useLingui();
  async function download() {
    setBusy(true);
    try {
      const fileName = await downloadBackup();
      toast({ title: t`Backup Downloaded!`, description: t`Saved as ${fileName}.` });
    } catch (error) {
      if (endedBySignOut(error)) return;
      // The same words, whatever the cause.
      toast({
        title: t`Download Failed`,
        description: t`Could not create backup file.`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  const empty = placeCount === 0;
  return (
    <div className="grid gap-4">
      {/* With no places, the only thing to say is why there is nothing to download. */}
      {empty ? (
        <p className="text-sm font-medium" id={hintId}>
          <Trans>Add a place first: there is nothing to back up yet.</Trans>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" id={hintId}>
          {placeCount === null ? (
            <Trans>
              Download your places, with their notes, visit dates and photos, as one JSON file. Keep
              it somewhere safe.
            </Trans>
          ) : (
            <Plural
              value={placeCount}
              one="Download all # place, with their notes, visit dates and photos, as one JSON file. Keep it somewhere safe."
              other="Download all # places, with their notes, visit dates and photos, as one JSON file. Keep it somewhere safe."
            />
          )}
        </p>
      )}
      <Button onClick={download} disabled={busy || empty} aria-describedby={hintId}>
        <DatabaseBackup aria-hidden />
        {busy ? t`Preparing...` : t`Download Backup`}
      </Button>
    </div>
  );
}

function RestoreTab({ busy, setBusy, onRestored }: TabProps & { onRestored: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const { t } = useLingui();

  // A file that cannot be read or is not a backup is 'Restore Failed'; a failure to
  // save what was read is 'Restore failed', 'There was an error…'.
  function fail(title: string, description: string) {
    setProblem(description);
    toast({ title, description, variant: "destructive" });
  }

  async function restore() {
    const file = input.current?.files?.[0];
    if (!file) {
      toast({
        title: t`No File Selected`,
        description: t`Choose a backup file (.json) to restore.`,
        variant: "destructive",
      });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const reading = await readBackupFile(file);
      if (!reading.ok) return fail(t`Restore Failed`, reading.error);
      const result = await addPlacesInBatches(reading.places, setProgress);
      // A file with places that adds none had every one of them in the list already (a
      // repeat within the file counts once, and its first was skipped for that reason).
      toast(
        result.added === 0
          ? {
              title: t`Nothing restored`,
              description: t`Every place in the file is already in your list.`,
            }
          : {
              title: t`Restore Successful!`,
              description: describeBulkResult("Restored", result),
            },
      );
      onRestored();
    } catch (error) {
      if (endedBySignOut(error)) return;
      const fallback = t`There was an error restoring your places. Please try again.`;
      let description = describeError(error, fallback, sharedText);
      if (error instanceof BulkAddError) {
        const { added } = error;
        const why = describeError(error.cause, fallback, sharedText);
        description = t`${plural(added, {
          one: `# place was restored before this error: ${why}`,
          other: `# places were restored before this error: ${why}`,
        })}`;
      }
      fail(t`Restore failed`, description);
    } finally {
      setProgress(null);
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" id={hintId}>
        <Trans>
          Choose a UK Adventures backup (.json). Places already in your list are skipped, so
          restoring the same file twice adds nothing.
        </Trans>
      </p>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>
          <Trans>Backup file</Trans>
        </Label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          aria-describedby={hintId}
          disabled={busy}
          onChange={() => setProblem(null)}
          className="block w-full rounded-lg border border-input bg-card text-sm text-foreground file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkProgressBar progress={progress} label={t`Restoring places`} />
      <Button onClick={restore} disabled={busy}>
        <Upload aria-hidden />
        {busy ? t`Restoring...` : t`Restore Backup`}
      </Button>
    </div>
  );
}
