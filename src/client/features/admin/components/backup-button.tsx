import { Trans, useLingui } from "@lingui/react/macro";
import { DatabaseBackup } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { downloadSystemBackup } from "../api.ts";

/** Downloads the whole system's backup, with a toast either way (docs/product.md#system-backup). */
export function BackupButton() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadSystemBackup();
      toast({
        title: t`Backup Created`,
        description: t`System backup has been downloaded successfully.`,
      });
    } catch (error) {
      if (endedBySignOut(error)) return;
      toast({
        title: t`Backup Failed`,
        description: t`Failed to create system backup. Please try again.`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={download} disabled={busy}>
      <DatabaseBackup aria-hidden />
      {busy ? <Trans>Creating Backup...</Trans> : <Trans>Download Backup</Trans>}
    </Button>
  );
}
