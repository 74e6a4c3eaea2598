import { z } from 'zod';
import { BuildingClassNames, ConstructionTypes } from '../declarations/shapes.js';
import { areaCell, CellReasons, choiceCell, shareCell } from './cells.js';
import { dateCell, ImportReasons, integerCell, optionalDateCell, optionalText, textCell, yearCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

export const PropertyReasons = {
  badEstateType: 'Emlak türü 1 (bina), 2 (arsa) veya 3 (arazi) olmalıdır.',
  buildingNeeds: 'Bina için bu sütun boş bırakılamaz.',
  areaNeeded: 'Arsa ve arazi için alan boş bırakılamaz.',
  unknownStreetOfDistrict: 'Bu sokak kodu bu mahallede ya da bu mahalle bu ilçede değil.',
  parcelTwice: 'Bu taşınmaz (ada, parsel, iç kapı) bu sicil ve yıl için zaten beyan edilmiş.',
  changedInPortal:
    'Beyanname portalda yeni bir sürümle değişti (düzeltme ya da itiraz); aktarım değiştirmedi, güncel sürüm geçerlidir.',
} as const;

const USAGES = ['MESKEN', 'İŞYERİ', 'DİĞER'] as const;
/** The file's word for a use, as the declarations module names it. */
export const PROPERTY_USAGE = { MESKEN: 'RESIDENCE', İŞYERİ: 'WORKPLACE', DİĞER: 'OTHER' } as const;

/** A building's year (1800–2100), empty when the property is no building. */
const optionalYearCell = () =>
  z
    .string()
    .transform((v) => v.trim())
    .transform((v, ctx): number | null => {
      if (v === '') return null;
      if (!/^\d{4}$/.test(v) || Number(v) < 1800 || Number(v) > 2100) {
        ctx.addIssue({ code: 'custom', message: ImportReasons.badInteger });
        return z.NEVER;
      }
      return Number(v);
    });

const byName = <T extends string>(names: readonly T[]) => {
  const lower = new Map(names.map((n) => [n.toLocaleLowerCase('tr'), n]));
  return z
    .string()
    .transform((v) => v.trim())
    .transform((v, ctx): T | null => {
      if (v === '') return null;
      const n = lower.get(v.toLocaleLowerCase('tr'));
      if (!n) {
        ctx.addIssue({ code: 'custom', message: CellReasons.oneOf(names) });
        return z.NEVER;
      }
      return n;
    });
};

/**
 * Declared properties (emlak beyanı): one row per property of a registry and tax year, with the declaration's
 * fields. Each becomes an approved estate declaration, computed by the portal from its tables of that year, so its
 * explanation and the next year's amounts come from the same place as a declaration filed online.
 */
export const propertyImport = defineKind({
  kind: 'properties',
  label: 'Beyan edilen taşınmazlar',
  sheet: 'Beyan',
  columns: [
    SOURCE_KEY,
    { key: 'registryNo', header: 'Sicil No', required: true, note: 'Beyan edenin sicil numarası (sicil dosyasından).' },
    { key: 'year', header: 'Vergi Yılı', required: true, note: 'Beyanın geçerli olduğu yıl.' },
    { key: 'estateType', header: 'Emlak Türü', required: true, note: '1 bina, 2 arsa, 3 arazi.' },
    { key: 'countyCode', header: 'İlçe Kodu', required: true, note: 'Adres dosyasındaki ilçe kodu.' },
    { key: 'districtCode', header: 'Mahalle Kodu', required: true, note: 'Adres dosyasındaki mahalle kodu.' },
    { key: 'streetCode', header: 'Sokak Kodu', required: true, note: 'Adres dosyasındaki sokak kodu.' },
    { key: 'doorNo', header: 'Dış Kapı No', required: false, note: 'Sokaktaki dış kapı numarası.' },
    { key: 'innerDoorNo', header: 'İç Kapı No', required: false, note: 'Dış kapıdaki iç kapı numarası.' },
    { key: 'pafta', header: 'Pafta', required: false, note: '' },
    { key: 'ada', header: 'Ada', required: true, note: 'Rakamlar.' },
    { key: 'parsel', header: 'Parsel', required: true, note: 'Rakamlar.' },
    { key: 'areaM2', header: 'Alan (m²)', required: false, note: 'Arsa ve arazinin yüzölçümü, ondalık virgülle.' },
    { key: 'floorAreaM2', header: 'Brüt Alan (m²)', required: false, note: 'Binada bağımsız bölümün brüt alanı.' },
    { key: 'landShareM2', header: 'Arsa Payı (m²)', required: false, note: 'Binada bağımsız bölümün arsa payı.' },
    { key: 'usage', header: 'Kullanım', required: true, note: 'MESKEN, İŞYERİ veya DİĞER.' },
    {
      key: 'constructionType',
      header: 'Yapı Tarzı',
      required: false,
      note: `Binada: ${ConstructionTypes.map((t) => t.name).join(', ')}.`,
    },
    { key: 'buildingClass', header: 'Bina Sınıfı', required: false, note: `Binada: ${BuildingClassNames.join(', ')}.` },
    { key: 'constructionYear', header: 'İnşa Yılı', required: false, note: 'Binada: binanın bittiği yıl.' },
    { key: 'share', header: 'Hisse', required: false, note: '"1/2" biçiminde; boşsa tamamı (1/1).' },
    { key: 'acquisitionDate', header: 'Edinme Tarihi', required: true, note: '"31.05.2020" biçiminde.' },
    {
      key: 'acquisitionReasonCode',
      header: 'Edinme Şekli Kodu',
      required: true,
      note: 'Portalın edinme şekli parametresindeki kod (satış, veraset…).',
    },
    { key: 'landKindCode', header: 'Arazi Cinsi Kodu', required: false, note: 'Arazide: arazi cinsi parametresi.' },
    {
      key: 'declaredOn',
      header: 'Beyan Tarihi',
      required: false,
      note: 'Eski sistemde beyanın verildiği gün; boşsa aktarım günü.',
    },
  ],
  row: z
    .object({
      sourceKey: textCell(60),
      registryNo: textCell(20),
      year: yearCell(),
      estateType: integerCell(1, 3, PropertyReasons.badEstateType),
      countyCode: textCell(20),
      districtCode: textCell(20),
      streetCode: textCell(20),
      doorNo: optionalText(20),
      innerDoorNo: optionalText(20),
      pafta: optionalText(20),
      ada: integerCell(0, 999999).transform(String),
      parsel: integerCell(0, 999999).transform(String),
      areaM2: areaCell(true),
      floorAreaM2: areaCell(true),
      landShareM2: areaCell(true),
      usage: choiceCell(USAGES),
      constructionType: byName(ConstructionTypes.map((t) => t.name)),
      buildingClass: byName(BuildingClassNames),
      constructionYear: optionalYearCell(),
      share: shareCell(),
      acquisitionDate: dateCell(),
      acquisitionReasonCode: textCell(20),
      landKindCode: optionalText(20),
      declaredOn: optionalDateCell(),
    })
    .superRefine((row, ctx) => {
      const need = (key: string) =>
        ctx.addIssue({ code: 'custom', path: [key], message: PropertyReasons.buildingNeeds, input: '' });
      if (row.estateType === 1) {
        for (const key of [
          'floorAreaM2',
          'landShareM2',
          'constructionType',
          'buildingClass',
          'constructionYear',
        ] as const)
          if (row[key] === null) need(key);
      } else if (row.areaM2 === null)
        ctx.addIssue({ code: 'custom', path: ['areaM2'], message: PropertyReasons.areaNeeded, input: '' });
    }),
  samples: [
    [
      'ESKI-E-000001',
      '100001',
      '2026',
      '1',
      '34',
      '3401',
      '1001',
      '12',
      '3',
      '',
      '1250',
      '7',
      '',
      '120,00',
      '45,50',
      'MESKEN',
      'Betonarme karkas',
      '2. sınıf',
      '2005',
      '1/2',
      '14.03.2010',
      '1',
      '',
      '20.04.2010',
    ],
    [
      'ESKI-E-000002',
      '100002',
      '2026',
      '2',
      '34',
      '3401',
      '1001',
      '',
      '',
      '',
      '1251',
      '3',
      '640,00',
      '',
      '',
      'DİĞER',
      '',
      '',
      '',
      '',
      '02.09.2018',
      '1',
      '',
      '',
    ],
  ],
});
export type PropertyImportRow = z.output<typeof propertyImport.row>;
