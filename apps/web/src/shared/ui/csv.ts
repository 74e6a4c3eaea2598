export { toCsv } from '@e-belediye/contracts/format';

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
