/** CSV as Turkish spreadsheets open it: semicolon separated, CRLF lines. */
export function toCsv(headers: string[], rows: string[][]): string {
  const esc = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${[headers, ...rows].map((r) => r.map(esc).join(';')).join('\r\n')}\r\n`;
}

const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** Saves text as a file; the byte-order mark tells spreadsheets the file is UTF-8. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
