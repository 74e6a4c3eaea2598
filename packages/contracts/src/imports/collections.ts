import { z } from 'zod';
import { amountCell, dateTimeCell, ImportReasons, integerCell, textCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

export const IMPORT_CHANNELS = ['VEZNE', 'BANKA', 'İNTERNET'] as const;

/**
 * Collections history (tahsilat): one row per line of a receipt, naming the imported accrual it paid. The paid
 * amounts of accruals come from the accrual file; this file records the receipts behind them as history.
 */
export const collectionImport = defineKind({
  kind: 'collections',
  label: 'Tahsilat geçmişi',
  sheet: 'Tahsilat',
  columns: [
    SOURCE_KEY,
    {
      key: 'receiptNo',
      header: 'Makbuz No',
      required: true,
      note: 'Eski sistemin makbuz numarası; bir makbuzun satırları aynı numarayı taşır.',
    },
    {
      key: 'collectedAt',
      header: 'Tahsilat Tarihi',
      required: true,
      note: '"31.05.2026", "31.05.2026 14:30" ya da saniyesiyle "31.05.2026 14:30:15" (İstanbul saati).',
    },
    { key: 'registryNo', header: 'Sicil No', required: true, note: 'Ödeyen sicil.' },
    {
      key: 'accrualKey',
      header: 'Tahakkuk Kaynak Anahtarı',
      required: true,
      note: 'Ödenen tahakkukun tahakkuk dosyasındaki kaynak anahtarı.',
    },
    { key: 'principalKurus', header: 'Anapara Tutarı', required: true, note: 'TL, ondalık virgülle.' },
    { key: 'lateFeeKurus', header: 'Gecikme Zammı', required: false, note: 'TL; boşsa 0.' },
    { key: 'channel', header: 'Kanal', required: true, note: 'VEZNE, BANKA veya İNTERNET.' },
    {
      key: 'collectionType',
      header: 'Tahsilat Türü',
      required: true,
      note: '1 nakit, 2 çek, 3 banka, 4 kredi kartı, 5 mahsup.',
    },
  ],
  row: z.object({
    sourceKey: textCell(60),
    receiptNo: textCell(30),
    collectedAt: dateTimeCell(),
    registryNo: textCell(20),
    accrualKey: textCell(60),
    principalKurus: amountCell(),
    lateFeeKurus: amountCell(true),
    channel: z
      .string()
      .transform((v) => v.trim().toLocaleUpperCase('tr'))
      .pipe(z.enum(IMPORT_CHANNELS, { message: ImportReasons.badChannel })),
    collectionType: integerCell(1, 5, ImportReasons.badCollectionType),
  }),
  samples: [
    ['ESKI-M-000001-1', 'M2025-000001', '28.05.2025 10:15', '100002', 'ESKI-T-000003', '850,00', '0', 'VEZNE', '1'],
  ],
});
export type CollectionImportRow = z.output<typeof collectionImport.row>;
