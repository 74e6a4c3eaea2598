/** CSV as Turkish spreadsheets open it: semicolon separated, UTF-8 with BOM so ğüşıöç survive. */
export function toCsv(headers: string[], rows: string[][]): string {
  const esc = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\ufeff${[headers, ...rows].map((r) => r.map(esc).join(';')).join('\r\n')}\r\n`;
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
