import { accrualImport, headersOf, parseTurkishAmount, parseTurkishDate } from '@e-belediye/contracts';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, fileRows } from '../../src/modules/imports/read.js';

async function* parts(...buffers: Buffer[]) {
  yield* buffers;
}
const rowsOf = async (spec: Parameters<typeof fileRows>[0], ...buffers: Buffer[]) => {
  const out = [];
  for await (const r of fileRows(spec, () => parts(...buffers))) out.push(r);
  return out;
};

describe('reading the files of an old system', () => {
  it('turns Turkish amounts into kuruş and Turkish dates into days, refusing what is not one', () => {
    expect(['1.234,56', '1234,5', '0', '12.345.678,09', '-5,00'].map(parseTurkishAmount)).toEqual([
      123456, 123450, 0, 1234567809, -500,
    ]);
    expect(['12.34.5', '1,234.56', '1.23', '12,345', 'abc', ''].map(parseTurkishAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(['31.05.2026', '1.2.2026', '29.02.2024'].map(parseTurkishDate)).toEqual([
      '2026-05-31',
      '2026-02-01',
      '2024-02-29',
    ]);
    expect(['29.02.2026', '31.04.2026', '2026-05-31', '31/05/2026'].map(parseTurkishDate)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('tells UTF-8 (with or without a byte order mark) from Windows-1254 and `;` from `,`', () => {
    expect(detectEncoding(Buffer.from('\uFEFFŞükrü;Öz\n', 'utf8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from('Şükrü;Öztürk;Çağlar\n', 'utf8'))).toBe('utf-8');
    expect(detectEncoding(iconv.encode('Şükrü;Öztürk;Çağlar\n', 'win1254'))).toBe('windows-1254');
    expect(detectDelimiter('Kaynak Anahtarı;Sicil No;Yıl')).toBe(';');
    expect(detectDelimiter('Kaynak Anahtarı,Sicil No,Yıl')).toBe(',');
  });

  it('reads a Windows-1254 CSV cut in parts in the middle of a letter, with its line numbers', async () => {
    const text = `${headersOf(accrualImport).join(';')}\r\nŞ1;100001;;1;2026;1;31.05.2026;1.234,56;;Çöp\r\n\r\nŞ2;100002;;1;2026;1;31.05.2026;10,00;;Ğ\r\n`;
    const bytes = iconv.encode(text, 'win1254');
    const rows = await rowsOf(accrualImport, bytes.subarray(0, 97), bytes.subarray(97));
    expect(rows.map((r) => [r.rowNo, r.cells.sourceKey, r.cells.principalKurus, r.cells.description])).toEqual([
      [2, 'Ş1', '1.234,56', 'Çöp'],
      [4, 'Ş2', '10,00', 'Ğ'],
    ]);
  });

  it('reads the kind’s sheet of an XLSX workbook, numbers and dates as the file’s text would be', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Başka');
    const sheet = wb.addWorksheet('Tahakkuk');
    sheet.addRow(headersOf(accrualImport));
    sheet.addRow(['X1', 100001, null, 1, 2026, 1, new Date(Date.UTC(2026, 4, 31)), 1234.56, 0, 'Emlak']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const rows = await rowsOf(accrualImport, bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0].rowNo).toBe(2);
    const parsed = accrualImport.row.parse(rows[0].cells);
    expect(parsed).toMatchObject({ registryNo: '100001', dueDate: '2026-05-31', principalKurus: 123456, paidKurus: 0 });
  });

  it('ends with the storage’s own error when a stored part cannot be read, for CSV and XLSX alike', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Tahakkuk');
    sheet.addRow(headersOf(accrualImport));
    for (let i = 0; i < 2000; i++) sheet.addRow([`X${i}`, 100001, null, 1, 2026, 1, null, 1234.56, 0, 'Emlak']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const csv = Buffer.from(
      `${headersOf(accrualImport).join(';')}\r\n${'X;1;;1;2026;1;31.05.2026;1,00;;\r\n'.repeat(500)}`,
    );
    for (const file of [xlsx, csv]) {
      async function* broken() {
        yield file.subarray(0, 3000);
        throw new Error('veritabanı yanıt vermedi');
      }
      const read = async () => {
        for await (const _ of fileRows(accrualImport, broken));
      };
      await expect(read()).rejects.toThrow('veritabanı yanıt vermedi');
    }
  });
});
