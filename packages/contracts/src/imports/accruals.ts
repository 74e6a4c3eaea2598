import { z } from 'zod';
import { amountCell, dateCell, ImportReasons, integerCell, optionalText, textCell, yearCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

/** Accruals (tahakkuk), open and paid: one row per installment of a revenue kind for a registry (or its meter). */
export const accrualImport = defineKind({
  kind: 'accruals',
  label: 'Tahakkuklar',
  sheet: 'Tahakkuk',
  columns: [
    SOURCE_KEY,
    { key: 'registryNo', header: 'Sicil No', required: true, note: 'Borçlunun sicil numarası (sicil dosyasından).' },
    { key: 'subscriberNo', header: 'Abone No', required: false, note: 'Su faturaları için aboneliğin numarası.' },
    {
      key: 'revenueCode',
      header: 'Gelir Kodu',
      required: true,
      note: 'Portalın gelir türü kodu (1 Emlak Vergisi (Bina), 10 ÇTV…).',
    },
    { key: 'year', header: 'Yıl', required: true, note: 'Tahakkukun yılı.' },
    { key: 'installmentNo', header: 'Taksit No', required: true, note: 'Dönem/taksit: 1, 2…' },
    { key: 'dueDate', header: 'Vade Tarihi', required: true, note: '"31.05.2026" biçiminde.' },
    { key: 'principalKurus', header: 'Anapara', required: true, note: 'TL, ondalık virgülle: "1.234,56".' },
    { key: 'paidKurus', header: 'Ödenen Tutar', required: false, note: 'Eski sistemde ödenmiş kısım; boşsa 0.' },
    { key: 'description', header: 'Açıklama', required: false, note: 'Borç listesinde görünen açıklama.' },
  ],
  row: z
    .object({
      sourceKey: textCell(60),
      registryNo: textCell(20),
      subscriberNo: optionalText(20),
      revenueCode: integerCell(1, 9999),
      year: yearCell(),
      installmentNo: integerCell(1, 99),
      dueDate: dateCell(),
      principalKurus: amountCell(),
      paidKurus: amountCell(true),
      description: optionalText(200),
    })
    .superRefine((row, ctx) => {
      if (row.paidKurus > row.principalKurus)
        ctx.addIssue({
          code: 'custom',
          path: ['paidKurus'],
          message: ImportReasons.paidAbovePrincipal,
          input: row.paidKurus,
        });
    }),
  samples: [
    ['ESKI-T-000001', '100001', '', '1', '2026', '1', '31.05.2026', '1.234,56', '0', 'Emlak Vergisi (Bina) 2026/1'],
    ['ESKI-T-000002', '100001', '', '1', '2026', '2', '30.11.2026', '1.234,56', '', 'Emlak Vergisi (Bina) 2026/2'],
    ['ESKI-T-000003', '100002', '', '10', '2025', '1', '31.05.2025', '850,00', '850,00', 'ÇTV (İşyeri) 2025/1'],
  ],
});
export type AccrualImportRow = z.output<typeof accrualImport.row>;
