/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled; CRLF between rows; null is an empty cell. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

function csvField(value: string | number | boolean | null): string {
  const s = value === null ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
