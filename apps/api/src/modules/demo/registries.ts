import { type AddressBook, addressColumns, type InnerDoor } from './address.js';
import { addDays, dateBetween, maxDate, minDate } from './dates.js';
import { asciiSlug } from './format.js';
import { femaleName, gsmNumber, type IdentityPool, maleName, type Person, person, personalEmail } from './identity.js';
import { DEFAULT_TAX_OFFICE, demoMunicipality, demoTaxOffices } from './municipality.js';
import { associationName, companyTitle, institutionName } from './organisations.js';
import type { Rng } from './random.js';
import { vocab } from './vocabulary.js';

export type RegistryType = 'G' | 'Y' | 'T' | 'K' | 'D' | 'B';
/** How a taxpayer pays: on time, now and then late, or hardly at all (where the open debts gather). */
export type PayerProfile = 'good' | 'average' | 'poor';

export interface RegistrySeed {
  oid: number;
  registryNo: string;
  type: RegistryType;
  pidNo: string | null;
  name: string;
  surname: string | null;
  gender: 'E' | 'K' | null;
  birthDate: string | null;
  door: InnerDoor | null;
  profile: PayerProfile;
  createdOn: string;
  row: RegistryRow;
}

export interface RegistryRow {
  oid: number;
  registry_no: string;
  registry_type: RegistryType;
  pid_no: string | null;
  tax_office_code: string | null;
  name: string;
  surname: string | null;
  father_name: string | null;
  mother_name: string | null;
  birth_date: string | null;
  birth_place: string | null;
  gender: string | null;
  gsm_number: string | null;
  email: string | null;
  street_code: string | null;
  outer_door_oid: number | null;
  inner_door_oid: number | null;
  created_at: Date;
}

/** Share of each registry type; G takes what is left. */
const TYPE_SHARE: Record<Exclude<RegistryType, 'G'>, number> = { T: 0.12, K: 0.02, D: 0.03, Y: 0.03, B: 0.02 };

const PROFILES: Record<RegistryType, readonly (readonly [PayerProfile, number])[]> = {
  G: [
    ['good', 55],
    ['average', 27],
    ['poor', 18],
  ],
  Y: [
    ['good', 50],
    ['average', 30],
    ['poor', 20],
  ],
  T: [
    ['good', 55],
    ['average', 30],
    ['poor', 15],
  ],
  K: [['good', 1]],
  D: [
    ['good', 70],
    ['average', 20],
    ['poor', 10],
  ],
  B: [
    ['average', 40],
    ['poor', 60],
  ],
};

const FOREIGNERS: readonly (readonly [string, string, 'E' | 'K', string])[] = [
  ['Ahmad', 'Al-Hassan', 'E', 'Suriye'],
  ['Omar', 'Haddad', 'E', 'Suriye'],
  ['Fatima', 'Al-Khatib', 'K', 'Suriye'],
  ['Farid', 'Aliyev', 'E', 'Azerbaycan'],
  ['Leyla', 'Mammadova', 'K', 'Azerbaycan'],
  ['Olga', 'Ivanova', 'K', 'Rusya Federasyonu'],
  ['Dmitry', 'Sokolov', 'E', 'Rusya Federasyonu'],
  ['Hans', 'Müller', 'E', 'Almanya'],
  ['Anna', 'Schmidt', 'K', 'Almanya'],
  ['Mohammad', 'Rahimi', 'E', 'İran'],
  ['Maryam', 'Hosseini', 'K', 'İran'],
  ['Oksana', 'Kovalenko', 'K', 'Ukrayna'],
  ['Bakhyt', 'Nurlanov', 'E', 'Kazakistan'],
  ['Aigerim', 'Bekova', 'K', 'Kazakistan'],
  ['Elif', 'Hodžić', 'K', 'Bosna-Hersek'],
  ['Emir', 'Kovačević', 'E', 'Bosna-Hersek'],
];

export function buildRegistries(rng: Rng, ids: IdentityPool, book: AddressBook, count: number, today: string) {
  const types: RegistryType[] = [];
  for (const [type, share] of Object.entries(TYPE_SHARE) as [RegistryType, number][]) {
    for (let i = 0; i < Math.max(2, Math.round(count * share)); i++) types.push(type);
  }
  while (types.length < count) types.push('G');
  const seen: Partial<Record<RegistryType, number>> = {};
  const drafts = types.map((type) => {
    seen[type] = (seen[type] ?? 0) + 1;
    return draftRegistry(rng, ids, book, type, seen[type] - 1, today);
  });
  // Oids follow the order in which the municipality met each taxpayer.
  drafts.sort((a, b) => (a.createdOn < b.createdOn ? -1 : a.createdOn > b.createdOn ? 1 : 0));
  return drafts.map((d, i): RegistrySeed => {
    const oid = i + 1;
    const registryNo = `S-${String(oid).padStart(6, '0')}`;
    return { ...d, oid, registryNo, row: { ...d.row, oid, registry_no: registryNo } };
  });
}

type Draft = Omit<RegistrySeed, 'oid' | 'registryNo' | 'row'> & { row: Omit<RegistryRow, 'oid' | 'registry_no'> };

function draftRegistry(
  rng: Rng,
  ids: IdentityPool,
  book: AddressBook,
  type: RegistryType,
  /** The registry's position among those of its type; the first public bodies are the district directorates. */
  ordinal: number,
  today: string,
): Draft {
  const profile = rng.weighted(PROFILES[type]);
  const localDoor = (usage: 'Mesken' | 'İşyeri') =>
    rng.chance(0.95) || book.local.Depo.length === 0 ? rng.pick(book.local[usage]) : rng.pick(book.local.Depo);
  const bursaOffice = () => rng.pick(demoTaxOffices).code;
  const base = {
    father_name: null,
    mother_name: null,
    birth_date: null,
    birth_place: null,
    gender: null,
  };
  let draft: Omit<Draft, 'createdOn' | 'row'> & { row: Omit<Draft['row'], 'created_at'> };
  if (type === 'G' || type === 'B' || type === 'Y') {
    const foreign = type === 'Y' ? rng.pick(FOREIGNERS) : null;
    const p: Person = foreign ? { first: foreign[0], last: foreign[1], gender: foreign[2] } : person(rng);
    const birthDate = type === 'B' ? null : dateBetween(rng, '1940-01-01', '2005-12-31');
    const birthYear = birthDate ? Number(birthDate.slice(0, 4)) : 1980;
    const door = type === 'G' && rng.chance(0.12) ? rng.pick(book.neighbours) : localDoor('Mesken');
    const pidNo = type === 'G' ? ids.tckn() : type === 'Y' ? ids.foreignerNo() : null;
    const hasMail = type === 'B' ? false : rng.chance(type === 'Y' ? 0.5 : 0.7);
    draft = {
      type,
      pidNo,
      name: p.first,
      surname: p.last,
      gender: type === 'B' ? null : p.gender,
      birthDate,
      door,
      profile,
      row: {
        ...base,
        registry_type: type,
        pid_no: pidNo,
        tax_office_code: type === 'B' ? null : rng.chance(0.85) ? DEFAULT_TAX_OFFICE : bursaOffice(),
        name: p.first,
        surname: p.last,
        father_name: type === 'G' ? maleName(rng) : null,
        mother_name: type === 'G' ? femaleName(rng) : null,
        birth_date: birthDate,
        birth_place: foreign
          ? foreign[3]
          : type === 'G'
            ? rng.chance(0.45)
              ? demoMunicipality.CityName
              : rng.pick(vocab.provinces).name
            : null,
        gender: type === 'B' ? null : p.gender,
        gsm_number: rng.chance(type === 'B' ? 0.3 : 0.9) ? gsmNumber(rng) : null,
        email: hasMail ? personalEmail(rng, p.first, p.last, birthYear) : null,
        ...addressColumns(door),
      },
    };
  } else {
    const door = type === 'T' ? localDoor('İşyeri') : rng.pick(rng.chance(0.5) ? book.local.İşyeri : book.local.Mesken);
    const mahalle = door.outer.street.district.name;
    const name =
      type === 'T'
        ? companyTitle(rng)
        : type === 'K'
          ? institutionName(rng, ordinal, mahalle)
          : associationName(rng, mahalle);
    const pidNo = ids.vkn();
    const slug = asciiSlug(name.split(' ').slice(0, 2).join(''));
    draft = {
      type,
      pidNo,
      name,
      surname: null,
      gender: null,
      birthDate: null,
      door,
      profile,
      row: {
        ...base,
        registry_type: type,
        pid_no: pidNo,
        tax_office_code: type === 'K' ? DEFAULT_TAX_OFFICE : bursaOffice(),
        name,
        surname: null,
        gsm_number: type !== 'K' && rng.chance(0.7) ? gsmNumber(rng) : null,
        email: type === 'T' && rng.chance(0.6) ? `info@${slug}.com.tr` : null,
        ...addressColumns(door),
      },
    };
  }
  // Known since an adult's first dealings with the municipality, or since the firm's registration.
  const earliest = draft.birthDate ? maxDate('2004-01-01', addDays(draft.birthDate, 18 * 365)) : '2004-01-01';
  const createdOn = dateBetween(rng, minDate(earliest, addDays(today, -60)), addDays(today, -30));
  const time = `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+03:00`;
  return { ...draft, createdOn, row: { ...draft.row, created_at: new Date(`${createdOn}T${time}`) } };
}

/** The registry's age in whole years on `date`. */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
