import { defaultMunicipality } from '../../config/defaults.js';
import { addDays, dateBetween } from './dates.js';
import type { Rng } from './random.js';

/** Who the demo municipality is: the settings' default identity, so screens, receipts and resolutions agree. */
export const demoMunicipality = {
  ...defaultMunicipality,
  /** Bursa is a metropolitan (büyükşehir) province: doubled emlak rates, büyükşehir ÇTV table. */
  Buyuksehir: true,
  MetropolitanName: 'Bursa Büyükşehir Belediyesi',
} as const;

/** The municipality's own county and two neighbours served by the same address register. */
export const demoCounties = [
  { code: '1601', name: 'Yeşilvadi' },
  { code: '1602', name: 'Çamlıbel' },
  { code: '1603', name: 'Karaağaç' },
] as const;

export const DEPARTMENTS = [
  'Fen İşleri Müdürlüğü',
  'İmar ve Şehircilik Müdürlüğü',
  'Mali Hizmetler Müdürlüğü',
  'Zabıta Müdürlüğü',
  'Park ve Bahçeler Müdürlüğü',
  'Kültür ve Sosyal İşler Müdürlüğü',
  'Yazı İşleri Müdürlüğü',
  'Emlak ve İstimlak Müdürlüğü',
  'Temizlik İşleri Müdürlüğü',
  'Su ve Kanalizasyon Müdürlüğü',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** The municipal elections of 31 March 2024 changed the mayor; earlier resolutions carry the former one. */
export function mayorOn(date: string): string {
  return date >= '2024-04-08' ? demoMunicipality.MayorName : 'Hüseyin Tekin Karaca';
}

/** Tax offices of the province with their GİB-style six-digit codes; '001105' is the spec's default office. */
export const DEFAULT_TAX_OFFICE = '001105';
export const demoTaxOffices = [
  { code: '016250', name: 'Osmangazi Vergi Dairesi' },
  { code: '016251', name: 'Nilüfer Vergi Dairesi' },
  { code: '016252', name: 'Yıldırım Vergi Dairesi' },
  { code: '016253', name: 'Uludağ Vergi Dairesi' },
  { code: '016254', name: 'Setbaşı Vergi Dairesi' },
] as const;

/** A document number in the e-Yazışma shape 'E-<DETSİS no>-<file plan code>-<sequence>'. */
const FILE_PLAN: Record<Department, string> = {
  'Fen İşleri Müdürlüğü': '754.01',
  'İmar ve Şehircilik Müdürlüğü': '310.01',
  'Mali Hizmetler Müdürlüğü': '840.01',
  'Zabıta Müdürlüğü': '105.03',
  'Park ve Bahçeler Müdürlüğü': '622.02',
  'Kültür ve Sosyal İşler Müdürlüğü': '250.01',
  'Yazı İşleri Müdürlüğü': '301.03',
  'Emlak ve İstimlak Müdürlüğü': '939.01',
  'Temizlik İşleri Müdürlüğü': '150.01',
  'Su ve Kanalizasyon Müdürlüğü': '622.03',
};

export function documentNo(rng: Rng, department: Department): string {
  return `E-38214467-${FILE_PLAN[department]}-${rng.int(10000, 99999)}`;
}

/** A letter date a few days to a few weeks before `date`. */
export function letterDateBefore(rng: Rng, date: string, minDays = 5, maxDays = 30): string {
  return dateBetween(rng, addDays(date, -maxDays), addDays(date, -minDays));
}
