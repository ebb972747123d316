import { api, withTimeout } from "#client/lib/api-client.ts";
import { saveFile } from "#client/lib/save-file.ts";
import { backupFileName, RESTORE_MAX_BYTES, readBackup } from "#shared/backup.ts";

/** A backup with many photos runs to hundreds of megabytes: allow it ten minutes. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

/** Saves the user's backup (GET /api/backup) as a file named for today. */
export async function downloadBackup(): Promise<string> {
  const answer = await api.backup.$get(undefined, withTimeout(BACKUP_TIMEOUT_MS));
  const blob = await answer.blob();
  const fileName = backupFileName(new Date());
  saveFile(blob, fileName);
  return fileName;
}

const MAX_MEGABYTES = RESTORE_MAX_BYTES / (1024 * 1024);

/** Reads a chosen backup file: the places to restore, or the sentence saying why not. */
export async function readBackupFile(file: File) {
  if (!file.name.toLowerCase().endsWith(".json")) {
    return { ok: false, error: "Choose a backup file ending in .json." } as const;
  }
  if (file.size > RESTORE_MAX_BYTES) {
    return {
      ok: false,
      error: `This file is larger than ${MAX_MEGABYTES} MB, too large to be a backup.`,
    } as const;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {
      ok: false,
      error: "Could not read backup file. Please check the file format.",
    } as const;
  }
  return readBackup(text);
}
