import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountingColumns, type AccountingLine, accountingFile } from '../../src/modules/reconciliation/export.js';

const DOC = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'operations', 'accounting-export.md');

/** The documented day: a card payment of two revenue kinds, a bank branch collection and an office receipt. */
const sampleLines: AccountingLine[] = [
  {
    receiptNo: '2026-E0000101',
    receiptDate: '2026-11-24',
    revenueCode: 1201,
    revenueName: 'Emlak Vergisi',
    principalKurus: 123_456,
    lateFeeKurus: 2_469,
    payerId: '123******90',
    bankName: 'T.C. Ziraat Bankası',
    bankEftCode: '0010',
    channel: 'İNTERNET',
    collectionDate: '2026-11-24',
    valueDate: '2026-11-25',
  },
  {
    receiptNo: '2026-E0000101',
    receiptDate: '2026-11-24',
    revenueCode: 1204,
    revenueName: 'Çevre Temizlik Vergisi',
    principalKurus: 18_000,
    lateFeeKurus: 0,
    payerId: '123******90',
    bankName: 'T.C. Ziraat Bankası',
    bankEftCode: '0010',
    channel: 'İNTERNET',
    collectionDate: '2026-11-24',
    valueDate: '2026-11-25',
  },
  {
    receiptNo: '2026-E0000102',
    receiptDate: '2026-11-24',
    revenueCode: 1201,
    revenueName: 'Emlak Vergisi',
    principalKurus: 50_000,
    lateFeeKurus: 750,
    payerId: '456*****12',
    bankName: 'Türkiye Vakıflar Bankası',
    bankEftCode: '0015',
    channel: 'BANKA',
    collectionDate: '2026-11-23',
    valueDate: '2026-11-25',
  },
  {
    receiptNo: '2026-329004',
    receiptDate: '2026-11-24',
    revenueCode: 1302,
    revenueName: 'İlan ve Reklam Vergisi',
    principalKurus: 7_550,
    lateFeeKurus: 0,
    payerId: '987******43',
    bankName: '',
    bankEftCode: '',
    channel: 'VEZNE',
    collectionDate: '2026-11-24',
    valueDate: '2026-11-24',
  },
];

const sample = () => accountingFile('2026-11-24', sampleLines).content.replace('\uFEFF', '').trimEnd();

describe('the accounting export format document', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('shows the sample file exactly as the exporter writes it', () => {
    expect(doc).toContain(`\`\`\`csv\n${sample().replaceAll('\r\n', '\n')}\n\`\`\``);
  });

  it('gives the sample’s checksum as the exporter computes it', () => {
    expect(doc).toContain(accountingFile('2026-11-24', sampleLines).checksum);
  });

  it('describes every column of the detail record', () => {
    for (const column of AccountingColumns) expect(doc).toContain(`| ${column} |`);
  });
});
