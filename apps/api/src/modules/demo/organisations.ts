import { lowerTr, plural } from './format.js';
import { demoMunicipality } from './municipality.js';
import type { Rng } from './random.js';
import { brandStems, vocab } from './vocabulary.js';

const TOWN = demoMunicipality.CountyName;

const TITLE_PATTERNS = vocab.company_title_patterns.filter((p) => !p.includes('şahıs'));

/**
 * Company trade titles from the vocabulary's patterns: 'Yılmazlar Gıda San. ve Tic. A.Ş.', 'Akçınar Yapı …'.
 * `sector` narrows the patterns, so a road tender goes to a construction firm.
 */
export function companyTitle(rng: Rng, sector?: RegExp): string {
  const fitting = sector ? TITLE_PATTERNS.filter((p) => sector.test(p)) : [];
  const pattern = rng.pick(fitting.length > 0 ? fitting : TITLE_PATTERNS);
  let brand: string;
  do brand = brandName(rng, rng.pick(vocab.company_x_examples));
  while (pattern.includes('Kardeşler') && brand.includes('Kardeşler'));
  return pattern
    .replace('{X}', brand)
    .replace('{First}', rng.pick(vocab.male_first_names))
    .replace('{Last}', rng.pick(vocab.surnames));
}

function brandName(rng: Rng, shape: string): string {
  const last = rng.pick(vocab.surnames);
  const stem = rng.pick(brandStems);
  return shape
    .replace('{Last}lar', plural(last))
    .replace('{Last}', last)
    .replace('Ak{Stem}', `Ak${lowerTr(stem)}`)
    .replace('{Stem}', stem)
    .replace('{Plate-city}', rng.pick([demoMunicipality.CityName, TOWN]));
}

const INSTITUTIONS = [
  `${TOWN} Kaymakamlığı`,
  `${TOWN} İlçe Milli Eğitim Müdürlüğü`,
  `${TOWN} İlçe Sağlık Müdürlüğü`,
  `${TOWN} İlçe Emniyet Müdürlüğü`,
  `${TOWN} İlçe Müftülüğü`,
  `${TOWN} Malmüdürlüğü`,
  `${TOWN} Tapu Müdürlüğü`,
  `${TOWN} İlçe Nüfus Müdürlüğü`,
  `${TOWN} Devlet Hastanesi`,
  `${TOWN} Halk Eğitim Merkezi Müdürlüğü`,
  `${TOWN} İlçe Tarım ve Orman Müdürlüğü`,
  `${TOWN} Cumhuriyet Başsavcılığı`,
  `${TOWN} İlçe Gençlik ve Spor Müdürlüğü`,
  `${TOWN} İlçe Jandarma Komutanlığı`,
  `SGK ${TOWN} Sosyal Güvenlik Merkezi`,
  `${TOWN} Sosyal Yardımlaşma ve Dayanışma Vakfı`,
];

/** Public bodies: the district directorates first, then schools and health centres named after places. */
export function institutionName(rng: Rng, index: number, mahalle: string): string {
  if (index < INSTITUTIONS.length) return INSTITUTIONS[index];
  const stem = rng.pick(vocab.street_name_stems);
  const place = mahalle.replace(/ Mahallesi$/, '');
  return rng.pick([
    `${stem} İlkokulu`,
    `${place} Ortaokulu`,
    `${stem} Anadolu Lisesi`,
    `${place} Aile Sağlığı Merkezi`,
    `${place} Mesleki ve Teknik Anadolu Lisesi`,
    `${place} Anaokulu`,
  ]);
}

/** Associations, cooperatives, site managements and chambers (registry type D). */
export function associationName(rng: Rng, mahalle: string): string {
  const stem = rng.pick(brandStems);
  return rng.weighted([
    [`${mahalle} Güzelleştirme, Kültür ve Dayanışma Derneği`, 3],
    [`${TOWN} ${stem} Konutları Yapı Kooperatifi`, 3],
    [`${TOWN} ${stem}spor Kulübü Derneği`, 2],
    [`${mahalle} Cami Yaptırma ve Yaşatma Derneği`, 2],
    [`${stem} Sitesi Yöneticiliği`, 3],
    [`${mahalle.replace(/ Mahallesi$/, '')} Tarımsal Kalkınma Kooperatifi`, 1],
    [`${TOWN} Engelliler Derneği`, 1],
    [`${TOWN} Emekliler Yardımlaşma Derneği`, 1],
  ]);
}
