import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The test population: fictional people (never real) known to every simulator — e-Devlet lets you log in as
 * them, the population registry (NIS) confirms them, and their mobile numbers receive the SMS messages.
 *
 * `apps/simulators/data/population.json` is a JSON array; the portal's demo data imports it to create registries
 * for the same people, so this format is stable. Each element has exactly these string fields:
 *
 * - `tckn`         T.C. Kimlik No: 11 digits, first non-zero, valid checksum (see `isValidTckn`);
 *                  the first person is always 10000000146
 * - `ad`, `soyad`  given name and surname (Turkish spelling, title case)
 * - `babaAdi`      father's given name
 * - `anaAdi`       mother's given name
 * - `dogumTarihi`  date of birth, 'YYYY-MM-DD'
 * - `dogumYeri`    place of birth, a Turkish province
 * - `cinsiyet`     'E' (erkek) or 'K' (kadın)
 * - `gsm`          mobile number: 10 digits starting with 5, without 0 or 90 prefix
 * - `olumTarihi`   (optional) date of death, 'YYYY-MM-DD': the registry answers it as `OlumTarihi`
 */
export const populationFile = new URL('../data/population.json', import.meta.url);

/** True when `value` is 11 digits, does not start with 0 and both check digits are right. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return d[9] === d10 && d[10] === d11;
}

const isoDate = z.string().refine((s) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
}, 'YYYY-MM-DD biçiminde geçerli bir tarih olmalı');

export const PersonSchema = z.strictObject({
  tckn: z.string().refine(isValidTckn, 'Geçersiz T.C. Kimlik No'),
  ad: z.string().min(1),
  soyad: z.string().min(1),
  babaAdi: z.string().min(1),
  anaAdi: z.string().min(1),
  dogumTarihi: isoDate,
  dogumYeri: z.string().min(1),
  cinsiyet: z.enum(['E', 'K']),
  gsm: z.string().regex(/^5\d{9}$/),
  olumTarihi: isoDate.optional(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PopulationSchema = z
  .array(PersonSchema)
  .min(1)
  .refine((people) => new Set(people.map((p) => p.tckn)).size === people.length, 'T.C. Kimlik No tekrar ediyor');

/** Reads and validates the population file (throws on a malformed file). */
export function loadPopulation(file: URL | string = populationFile): Person[] {
  return PopulationSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** 10000000146 → 100******46 */
export function maskTckn(tckn: string): string {
  return `${tckn.slice(0, 3)}${'*'.repeat(Math.max(0, tckn.length - 5))}${tckn.slice(-2)}`;
}

export function fullName(person: Person): string {
  return `${person.ad} ${person.soyad}`;
}
