import { DatabaseBackup } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { downloadSystemBackup } from "../api.ts";

/** Downloads the whole system's backup, with a toast either way (docs/product.md#system-backup). */
export function BackupButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadSystemBackup();
      toast({
        title: "Backup Created",
        description: "System backup has been downloaded successfully.",
      });
    } catch (error) {
      if (endedBySignOut(error)) return;
      toast({
        title: "Backup Failed",
        description: "Failed to create system backup. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={download} disabled={busy}>
      <DatabaseBackup aria-hidden />
      {busy ? "Creating Backup..." : "Download Backup"}
    </Button>
  );
}
