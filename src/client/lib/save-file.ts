/** Hands a file the app made or fetched to the browser's downloads, under this name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers still read the file after the click returns: let go of it a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
