/** Saves text as a file through a temporary object URL (CSV exports). */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  // A BOM so spreadsheet programs read the file as UTF-8.
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Downtown Diner" → "downtown-diner", for file names. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "export"
  );
}
