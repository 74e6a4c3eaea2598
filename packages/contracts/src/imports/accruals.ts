import { z } from 'zod';
import { fastAmount, fastDate, fastInteger, fastOptional, fastText } from './fast.js';
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
  fast: (c) => {
    const sourceKey = fastText(c.sourceKey, 60);
    const registryNo = fastText(c.registryNo, 20);
    const subscriberNo = fastOptional(c.subscriberNo, 20);
    const revenueCode = fastInteger(c.revenueCode, 1, 9999);
    const year = fastInteger(c.year, 1990, 2100);
    const installmentNo = fastInteger(c.installmentNo, 1, 99);
    const dueDate = fastDate(c.dueDate, false);
    const principalKurus = fastAmount(c.principalKurus, false);
    const paidKurus = fastAmount(c.paidKurus, true);
    const description = fastOptional(c.description, 200);
    if (
      sourceKey === undefined ||
      registryNo === undefined ||
      subscriberNo === undefined ||
      revenueCode === undefined ||
      year === undefined ||
      installmentNo === undefined ||
      !dueDate ||
      principalKurus === undefined ||
      paidKurus === undefined ||
      description === undefined ||
      paidKurus > principalKurus
    )
      return undefined;
    // In the schema's key order: the row's hash is taken over its values as written.
    return {
      sourceKey,
      registryNo,
      subscriberNo,
      revenueCode,
      year,
      installmentNo,
      dueDate,
      principalKurus,
      paidKurus,
      description,
    };
  },
  samples: [
    ['ESKI-T-000001', '100001', '', '1', '2026', '1', '31.05.2026', '1.234,56', '0', 'Emlak Vergisi (Bina) 2026/1'],
    ['ESKI-T-000002', '100001', '', '1', '2026', '2', '30.11.2026', '1.234,56', '', 'Emlak Vergisi (Bina) 2026/2'],
    ['ESKI-T-000003', '100002', '', '10', '2025', '1', '31.05.2025', '850,00', '850,00', 'ÇTV (İşyeri) 2025/1'],
  ],
});
export type AccrualImportRow = z.output<typeof accrualImport.row>;
