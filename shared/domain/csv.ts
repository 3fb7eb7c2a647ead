/** CSV text (RFC 4180) for exports, safe to open in a spreadsheet. */

export type CsvValue = string | number | null | undefined;

/**
 * One cell: quoted when it holds a comma, quote or line break. Text starting with = + - @ or a tab/CR is
 * prefixed with ' so a spreadsheet shows it instead of running it as a formula (CSV injection).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header and rows as CSV text with CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
