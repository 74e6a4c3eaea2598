import { z } from 'zod';
import { isValidTckn, isValidVkn } from '../validators.js';
import { fastDate, fastOptional, fastText } from './fast.js';
import { ImportReasons, isValidForeignerNo, optionalDateCell, optionalText, textCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

const REGISTRY_TYPES = ['G', 'Y', 'T', 'K', 'D', 'B'] as const;
type RegistryType = (typeof REGISTRY_TYPES)[number];
const emailCheck = z.email();

/** Whether an identity number fits the registry's type (the schema's refinement, as a yes or no). */
const pidFits = (type: RegistryType, pid: string | null) =>
  type === 'B'
    ? pid === null || isValidTckn(pid) || isValidVkn(pid)
    : pid !== null && (type === 'G' ? isValidTckn(pid) : type === 'Y' ? isValidForeignerNo(pid) : isValidVkn(pid));

/** Taxpayers and persons (sicil): one row per registry, its identity number checked against its type. */
export const registryImport = defineKind({
  kind: 'registries',
  label: 'Sicil kayıtları',
  sheet: 'Sicil',
  columns: [
    SOURCE_KEY,
    { key: 'registryNo', header: 'Sicil No', required: true, note: 'Belediyenin sicil numarası (portalda tekildir).' },
    {
      key: 'registryType',
      header: 'Sicil Türü',
      required: true,
      note: 'G gerçek kişi, Y yabancı, T tüzel, K kamu, D dernek/vakıf, B bilinmeyen.',
    },
    {
      key: 'pidNo',
      header: 'T.C. Kimlik / Vergi No',
      required: false,
      note: 'G için T.C. Kimlik No, Y için 99 ile başlayan yabancı kimlik no, T/K/D için Vergi Kimlik No; kontrol haneleri denetlenir. B için boş olabilir.',
    },
    { key: 'taxOfficeCode', header: 'Vergi Dairesi Kodu', required: false, note: 'T/K/D için vergi dairesi kodu.' },
    { key: 'name', header: 'Adı / Unvanı', required: true, note: 'Kişinin adı ya da kurumun unvanı.' },
    { key: 'surname', header: 'Soyadı', required: false, note: 'Kişinin soyadı; kurumlar için boş.' },
    { key: 'fatherName', header: 'Baba Adı', required: false, note: '' },
    { key: 'birthDate', header: 'Doğum Tarihi', required: false, note: '"31.05.1980" biçiminde.' },
    { key: 'gender', header: 'Cinsiyet', required: false, note: 'E veya K.' },
    {
      key: 'gsmNumber',
      header: 'Cep Telefonu',
      required: false,
      note: '5 ile başlayan 10 hane (başında 0 ya da +90 olabilir).',
    },
    { key: 'email', header: 'E-posta', required: false, note: '' },
    { key: 'streetCode', header: 'Sokak Kodu', required: false, note: 'Adres dosyasındaki sokak kodu.' },
    { key: 'doorNo', header: 'Dış Kapı No', required: false, note: 'Sokaktaki dış kapı numarası.' },
    { key: 'innerDoorNo', header: 'İç Kapı No', required: false, note: 'Dış kapıdaki iç kapı numarası.' },
  ],
  row: z
    .object({
      sourceKey: textCell(60),
      registryNo: textCell(20),
      registryType: z
        .string()
        .transform((v) => v.trim().toLocaleUpperCase('tr'))
        .pipe(z.enum(REGISTRY_TYPES, { message: ImportReasons.badRegistryType })),
      pidNo: optionalText(11),
      taxOfficeCode: optionalText(10),
      name: textCell(200),
      surname: optionalText(100),
      fatherName: optionalText(100),
      birthDate: optionalDateCell(),
      gender: optionalText(1).refine((v) => v === null || v === 'E' || v === 'K', ImportReasons.badGender),
      gsmNumber: optionalText(20)
        .transform((v) => (v === null ? null : v.replace(/[\s()-]/g, '').replace(/^(\+?90|0)/, '')))
        .refine((v) => v === null || /^5\d{9}$/.test(v), ImportReasons.badMobile),
      email: optionalText(200).refine((v) => v === null || z.email().safeParse(v).success, ImportReasons.badEmail),
      streetCode: optionalText(20),
      doorNo: optionalText(20),
      innerDoorNo: optionalText(20),
    })
    .superRefine((row, ctx) => {
      const pid = row.pidNo;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['pidNo'], message, input: pid });
      if (row.registryType === 'B' && pid === null) return;
      if (row.registryType === 'G' && !(pid && isValidTckn(pid)))
        issue(pid ? ImportReasons.badTckn : ImportReasons.required);
      if (row.registryType === 'Y' && !(pid && isValidForeignerNo(pid)))
        issue(pid ? ImportReasons.badForeignerNo : ImportReasons.required);
      if ('TKD'.includes(row.registryType) && !(pid && isValidVkn(pid)))
        issue(pid ? ImportReasons.badVkn : ImportReasons.required);
      if (row.registryType === 'B' && pid !== null && !isValidTckn(pid) && !isValidVkn(pid))
        issue(ImportReasons.badTckn);
    }),
  fast: (c) => {
    const sourceKey = fastText(c.sourceKey, 60);
    const registryNo = fastText(c.registryNo, 20);
    const registryType = (c.registryType ?? '').trim() as RegistryType;
    const pidNo = fastOptional(c.pidNo, 11);
    const taxOfficeCode = fastOptional(c.taxOfficeCode, 10);
    const name = fastText(c.name, 200);
    const surname = fastOptional(c.surname, 100);
    const fatherName = fastOptional(c.fatherName, 100);
    const birthDate = fastDate(c.birthDate, true);
    const g = fastOptional(c.gender, 1);
    const gender: 'E' | 'K' | null | undefined = g === null ? null : g === 'E' ? 'E' : g === 'K' ? 'K' : undefined;
    const gsm = fastOptional(c.gsmNumber, 20);
    const gsmNumber = gsm ? gsm.replace(/[\s()-]/g, '').replace(/^(\+?90|0)/, '') : gsm;
    const email = fastOptional(c.email, 200);
    const streetCode = fastOptional(c.streetCode, 20);
    const doorNo = fastOptional(c.doorNo, 20);
    const innerDoorNo = fastOptional(c.innerDoorNo, 20);
    if (
      sourceKey === undefined ||
      registryNo === undefined ||
      !REGISTRY_TYPES.includes(registryType) ||
      pidNo === undefined ||
      taxOfficeCode === undefined ||
      name === undefined ||
      surname === undefined ||
      fatherName === undefined ||
      birthDate === undefined ||
      gender === undefined ||
      !(gsmNumber === null || (gsmNumber !== undefined && /^5\d{9}$/.test(gsmNumber))) ||
      !(email === null || (email !== undefined && emailCheck.safeParse(email).success)) ||
      streetCode === undefined ||
      doorNo === undefined ||
      innerDoorNo === undefined ||
      !pidFits(registryType, pidNo)
    )
      return undefined;
    // In the schema's key order: the row's hash is taken over its values as written.
    return {
      sourceKey,
      registryNo,
      registryType,
      pidNo,
      taxOfficeCode,
      name,
      surname,
      fatherName,
      birthDate,
      gender,
      gsmNumber,
      email,
      streetCode,
      doorNo,
      innerDoorNo,
    };
  },
  samples: [
    [
      'ESKI-S-000001',
      '100001',
      'G',
      '10000000146',
      '',
      'Ayşe',
      'Yılmaz',
      'Mehmet',
      '14.03.1979',
      'K',
      '0532 111 22 33',
      'ayse.yilmaz@example.com',
      '1001',
      '12',
      '3',
    ],
    [
      'ESKI-S-000002',
      '100002',
      'T',
      '1234567890',
      '034251',
      'Örnek Gıda Ticaret Ltd. Şti.',
      '',
      '',
      '',
      '',
      '',
      'muhasebe@example.com',
      '1001',
      '14',
      '',
    ],
    ['ESKI-S-000003', '100003', 'B', '', '', 'Kayıtsız Mükellef', '', '', '', '', '', '', '', '', ''],
  ],
});
export type RegistryImportRow = z.output<typeof registryImport.row>;
