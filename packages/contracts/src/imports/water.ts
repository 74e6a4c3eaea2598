import { z } from 'zod';
import { SubscriberNo } from '../water/calls.js';
import { periodCell } from './cells.js';
import {
  amountCell,
  dateCell,
  ImportReasons,
  integerCell,
  optionalDateCell,
  optionalText,
  textCell,
} from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

export const WaterImportReasons = {
  unknownTariff: 'Abone türü portalın su tarifelerinde yok.',
  badSubscriberNo: 'Abone numarası 4 ile 12 arasında rakamdan oluşmalıdır (portalda abone numarası yalnız rakamdır).',
  badLineStatus: 'Hat durumu 1 (açık), 2 (kesme istendi), 3 (kesik) veya 4 (kesme reddedildi) olmalıdır.',
  subscriberNoTaken: 'Bu abone numarası portalda başka bir kaynak anahtarıyla kayıtlı.',
  holderHasBills:
    'Aboneliğin faturaları var: abone (sicil) değişikliği aktarımla yapılmaz, su masasında devirle yapılır; diğer alanlar da değiştirilmedi.',
  underCancellation: 'Aboneliğin portalda bir fesih başvurusu var; aktarım değiştirmedi, başvuruyu su masası yürütür.',
  meterTwice: 'Bu aboneliğin sayacı dosyada daha önce verildi; bir aboneliğin bir sayacı olur.',
  readingExists: 'Bu aboneliğin bu dönem okuması portalda zaten var.',
  readingBilled: 'Okumanın faturası ödenmiş ya da bir ödemeye bağlı; aktarım değiştirmedi.',
  readOutsidePeriod: 'Okuma tarihi dönemin ayında ya da onu izleyen ayda olmalıdır.',
  notWaterRevenue: 'Gelir kodu bir su faturası kalemi olmalıdır: 30 su, 31 atık su, 11 ÇTV (konut), 34 KDV.',
} as const;

const subscriberNo = { key: 'subscriberNo', header: 'Abone No', required: true, note: 'Aboneliğin numarası.' };

/** A water subscription of a registry at an address (its meter comes in the meter file). */
export const subscriptionImport = defineKind({
  kind: 'subscriptions',
  label: 'Su abonelikleri',
  sheet: 'Abonelik',
  columns: [
    SOURCE_KEY,
    { ...subscriberNo, note: 'Aboneliğin numarası: 4–12 rakam (portalda tekildir).' },
    { key: 'registryNo', header: 'Sicil No', required: true, note: 'Abonenin sicil numarası (sicil dosyasından).' },
    { key: 'tariffName', header: 'Abone Türü', required: true, note: 'Portalın su tarifesindeki tür: Konut, İşyeri…' },
    { key: 'streetCode', header: 'Sokak Kodu', required: false, note: 'Aboneliğin adresi: sokak kodu.' },
    { key: 'doorNo', header: 'Dış Kapı No', required: false, note: '' },
    { key: 'innerDoorNo', header: 'İç Kapı No', required: false, note: '' },
    { key: 'startedOn', header: 'Başlangıç Tarihi', required: true, note: '"31.05.2015" biçiminde.' },
    { key: 'depositKurus', header: 'Güvence Bedeli', required: false, note: 'TL, ondalık virgülle; boşsa 0.' },
    {
      key: 'lineStatus',
      header: 'Hat Durumu',
      required: false,
      note: '1 açık, 2 kesme istendi, 3 kesik, 4 kesme reddedildi; boşsa 1.',
    },
  ],
  row: z.object({
    sourceKey: textCell(60),
    subscriberNo: textCell(20).refine((v) => SubscriberNo.safeParse(v).success, WaterImportReasons.badSubscriberNo),
    registryNo: textCell(20),
    tariffName: textCell(60),
    streetCode: optionalText(20),
    doorNo: optionalText(20),
    innerDoorNo: optionalText(20),
    startedOn: dateCell(),
    depositKurus: amountCell(true),
    lineStatus: z
      .string()
      .transform((v) => v.trim() || '1')
      .pipe(integerCell(1, 4, WaterImportReasons.badLineStatus)),
  }),
  samples: [['ESKI-A-00001', '4100001', '100001', 'Konut', '1001', '12', '3', '01.06.2015', '1.500,00', '1']],
});
export type SubscriptionImportRow = z.output<typeof subscriptionImport.row>;

/** The meter of a subscription: its serial number, seal and the day it was fitted. */
export const meterImport = defineKind({
  kind: 'meters',
  label: 'Su sayaçları',
  sheet: 'Sayaç',
  columns: [
    SOURCE_KEY,
    { ...subscriberNo, note: 'Sayacın takılı olduğu abonelik (abonelik dosyasından).' },
    { key: 'serialNo', header: 'Sayaç Seri No', required: true, note: 'Sayacın üzerindeki seri numarası.' },
    { key: 'sealNo', header: 'Mühür No', required: false, note: '' },
    { key: 'installedOn', header: 'Takılma Tarihi', required: false, note: '"31.05.2015" biçiminde.' },
  ],
  row: z.object({
    sourceKey: textCell(60),
    subscriberNo: textCell(20),
    serialNo: textCell(30),
    sealNo: optionalText(30),
    installedOn: optionalDateCell(),
  }),
  samples: [['ESKI-SY-00001', '4100001', 'BYL-2015-004711', 'M-882211', '01.06.2015']],
});
export type MeterImportRow = z.output<typeof meterImport.row>;

/** One reading of a meter: its month, the day it was read, the index and the m³ used since the last one. */
export const readingImport = defineKind({
  kind: 'readings',
  label: 'Sayaç okumaları',
  sheet: 'Okuma',
  columns: [
    SOURCE_KEY,
    subscriberNo,
    { key: 'period', header: 'Dönem', required: true, note: 'Okumanın ayı: "05.2026".' },
    { key: 'readOn', header: 'Okuma Tarihi', required: true, note: 'Dönemin ayında ya da izleyen ayda bir gün.' },
    { key: 'meterIndex', header: 'Endeks', required: true, note: 'Sayacın gösterdiği m³ (tam sayı).' },
    { key: 'consumptionM3', header: 'Tüketim (m³)', required: true, note: 'Önceki okumadan bu yana m³.' },
  ],
  row: z
    .object({
      sourceKey: textCell(60),
      subscriberNo: textCell(20),
      period: periodCell(),
      readOn: dateCell(),
      meterIndex: integerCell(0, 99_999_999),
      consumptionM3: integerCell(0, 9_999_999),
    })
    .superRefine((row, ctx) => {
      const read = Number(row.readOn.slice(0, 4)) * 12 + Number(row.readOn.slice(5, 7)) - 1;
      const month = row.period.year * 12 + row.period.month - 1;
      if (read !== month && read !== month + 1)
        ctx.addIssue({ code: 'custom', path: ['readOn'], message: WaterImportReasons.readOutsidePeriod, input: '' });
    }),
  samples: [
    ['ESKI-O-000001', '4100001', '04.2026', '30.04.2026', '1250', '14'],
    ['ESKI-O-000002', '4100001', '05.2026', '29.05.2026', '1267', '17'],
  ],
});
export type ReadingImportRow = z.output<typeof readingImport.row>;

/**
 * Water bills: one row per line of a month's bill (water, atık su, ÇTV, VAT), each an accrual of the meter's
 * holder tied to the meter (ADR 0008), keyed like an accrual so that the collections file can name it.
 */
export const billImport = defineKind({
  kind: 'bills',
  label: 'Su faturaları',
  sheet: 'Fatura',
  columns: [
    SOURCE_KEY,
    { ...subscriberNo, note: 'Faturanın aboneliği; borçlu, aboneliğin sahibidir.' },
    { key: 'period', header: 'Dönem', required: true, note: 'Faturanın ayı: "05.2026".' },
    {
      key: 'revenueCode',
      header: 'Gelir Kodu',
      required: true,
      note: 'Faturanın kalemi: 30 su, 31 atık su, 11 ÇTV (konut), 34 KDV.',
    },
    { key: 'dueDate', header: 'Vade Tarihi', required: true, note: '"30.06.2026" biçiminde.' },
    { key: 'principalKurus', header: 'Anapara', required: true, note: 'TL, ondalık virgülle: "552,50".' },
    { key: 'paidKurus', header: 'Ödenen Tutar', required: false, note: 'Eski sistemde ödenmiş kısım; boşsa 0.' },
    { key: 'description', header: 'Açıklama', required: false, note: 'Borç listesinde görünen açıklama.' },
  ],
  row: z
    .object({
      sourceKey: textCell(60),
      subscriberNo: textCell(20),
      period: periodCell(),
      revenueCode: integerCell(1, 9999),
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
    ['ESKI-F-000001-30', '4100001', '05.2026', '30', '30.06.2026', '552,50', '', 'Su 2026 Mayıs (17 m³)'],
    ['ESKI-F-000001-31', '4100001', '05.2026', '31', '30.06.2026', '276,25', '', 'Atık su 2026 Mayıs'],
  ],
});
export type BillImportRow = z.output<typeof billImport.row>;
