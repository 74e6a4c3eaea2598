import { z } from 'zod';
import { codeListCell } from './cells.js';
import { ImportReasons, optionalText, textCell } from './fields.js';
import { defineKind, SOURCE_KEY } from './kind.js';

export const StaffImportReasons = {
  badUsername: 'Kullanıcı adında yalnızca küçük harf, rakam, nokta, tire ve alt çizgi olabilir (3–40 karakter).',
  usernameTaken: 'Bu kullanıcı adı portalda başka bir personele ait.',
  unknownRole: (codes: string[]) => `Portalda böyle bir rol yok: ${codes.join(', ')}.`,
  unknownRegion: 'Bölge kodu portalın ilçe ya da mahalle kodları arasında yok.',
} as const;

/**
 * Office staff: the person, their unit and their roles by the portal's role codes. Never a password: an imported
 * account gets a one-time first password by e-mail and enrols its second factor at the first sign-in, as an
 * account the administrator creates does.
 */
export const staffImport = defineKind({
  kind: 'staff',
  label: 'Personel',
  sheet: 'Personel',
  columns: [
    SOURCE_KEY,
    {
      key: 'username',
      header: 'Kullanıcı Adı',
      required: true,
      note: 'Ofis girişinde yazılan ad: küçük harf, rakam, nokta, tire, alt çizgi.',
    },
    { key: 'displayName', header: 'Adı Soyadı', required: true, note: '' },
    {
      key: 'email',
      header: 'E-posta',
      required: true,
      note: 'İlk giriş şifresi bu adrese gönderilir.',
    },
    { key: 'phone', header: 'Telefon', required: false, note: '' },
    { key: 'unitName', header: 'Birim', required: false, note: 'Çalıştığı müdürlük ya da birim.' },
    {
      key: 'roleCodes',
      header: 'Roller',
      required: true,
      note: 'Portalın rol kodları, virgülle: SISTEM_YONETICISI, GELIR, SU_ISLERI, MALI_HIZMETLER, UYE_ISLERI…',
    },
    {
      key: 'regionCode',
      header: 'Bölge Kodu',
      required: false,
      note: 'Yalnız bir ilçe ya da mahalleyi görecekse onun kodu; boşsa bütün belediye.',
    },
  ],
  row: z.object({
    sourceKey: textCell(60),
    username: textCell(40).refine((v) => /^[a-z0-9._-]{3,40}$/.test(v), StaffImportReasons.badUsername),
    displayName: textCell(120),
    email: textCell(120).refine((v) => z.email().safeParse(v).success, ImportReasons.badEmail),
    phone: optionalText(20),
    unitName: optionalText(120),
    roleCodes: codeListCell(),
    regionCode: optionalText(20),
  }),
  samples: [
    [
      'ESKI-P-0001',
      'ayse.kara',
      'Ayşe Kara',
      'ayse.kara@belediye.example',
      '0224 555 10 20',
      'Mali Hizmetler Müdürlüğü',
      'GELIR, MALI_HIZMETLER',
      '',
    ],
  ],
});
export type StaffImportRow = z.output<typeof staffImport.row>;
