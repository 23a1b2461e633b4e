/** Saves data as a JSON file through a Blob and an `<a download>` (browser only). */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the URL is not needed past this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
