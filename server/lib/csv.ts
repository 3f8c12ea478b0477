/** CSV as spreadsheets open it (RFC 4180, CRLF line ends), safe to open. */

/** A spreadsheet cell can start a formula with = + - @; prefix those so opening the file is safe. */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
