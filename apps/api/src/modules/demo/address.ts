import { demoCounties } from './municipality.js';
import type { Rng } from './random.js';
import { vocab } from './vocabulary.js';

/** The address register (UAVT shape): county → district (mahalle) → street → outer door → inner door. */
export interface District {
  code: string;
  countyCode: string;
  name: string;
  /** 1 for the town centre, falling towards the outskirts; drives land values, ÇTV degree and ad groups. */
  centrality: number;
}

export interface Street {
  code: string;
  districtCode: string;
  district: District;
  name: string;
  typeName: string;
  /** 0..1: how valuable a frontage on this street is. */
  prestige: number;
}

export interface OuterDoor {
  oid: number;
  street: Street;
  doorNo: string;
  postalCode: string;
}

export type Usage = 'Mesken' | 'İşyeri' | 'Depo';

export interface InnerDoor {
  oid: number;
  outer: OuterDoor;
  doorNo: string;
  usage: Usage;
}

export interface AddressBook {
  districts: District[];
  streets: Street[];
  outerDoors: OuterDoor[];
  innerDoors: InnerDoor[];
  /** Streets of the municipality's own county. */
  localStreets: Street[];
  /** Inner doors of the municipality's own county, by usage, for placing residents and businesses. */
  local: Record<Usage, InnerDoor[]>;
  /** Inner doors of the neighbouring counties (people registered here but living next door). */
  neighbours: InnerDoor[];
}

const DISTRICTS_PER_COUNTY = 12;
const STREETS_PER_DISTRICT = 15;

const STREET_TYPES: readonly (readonly [string, number])[] = [
  ['Sokak', 50],
  ['Sokağı', 8],
  ['Caddesi', 22],
  ['Çıkmazı', 8],
  ['Yolu', 5],
  ['Bulvarı', 2],
];
const TYPE_PRESTIGE: Record<string, number> = {
  Bulvarı: 1,
  Caddesi: 0.8,
  Yolu: 0.55,
  Sokak: 0.45,
  Sokağı: 0.45,
  Çıkmazı: 0.3,
};

export function buildAddressBook(rng: Rng): AddressBook {
  const mahalleNames = rng.shuffle(vocab.mahalle_names);
  const districts: District[] = [];
  const streets: Street[] = [];
  const outerDoors: OuterDoor[] = [];
  const innerDoors: InnerDoor[] = [];
  demoCounties.forEach((county, ci) => {
    for (let di = 0; di < DISTRICTS_PER_COUNTY; di++) {
      const district: District = {
        code: `${county.code}${String(di + 1).padStart(2, '0')}`,
        countyCode: county.code,
        name: `${mahalleNames[ci * DISTRICTS_PER_COUNTY + di]} Mahallesi`,
        centrality: (ci === 0 ? 1 : 0.7) * (1 - di / (DISTRICTS_PER_COUNTY + 2)),
      };
      districts.push(district);
      const postalCode = `16${ci + 1}${String(di * 5).padStart(2, '0')}`;
      for (const street of districtStreets(rng, district)) {
        streets.push(street);
        for (const doorNo of doorNumbers(rng, rng.int(3, 8))) {
          const outer: OuterDoor = { oid: outerDoors.length + 1, street, doorNo, postalCode };
          outerDoors.push(outer);
          // Shops line the main roads' ground floors; side streets are mostly flats.
          const shopShare = street.prestige > 0.7 ? 0.45 : 0.12;
          const flats = rng.weighted([
            [1, 2],
            [2, 2],
            [3, 2],
            [4, 3],
            [5, 2],
            [6, 2],
            [8, 2],
            [10, 1],
          ]);
          for (let i = 1; i <= flats; i++) {
            const usage: Usage =
              i === 1 && rng.chance(shopShare)
                ? 'İşyeri'
                : rng.chance(0.04)
                  ? 'Depo'
                  : rng.chance(0.06)
                    ? 'İşyeri'
                    : 'Mesken';
            innerDoors.push({ oid: innerDoors.length + 1, outer, doorNo: String(i), usage });
          }
        }
      }
    }
  });
  const local: Record<Usage, InnerDoor[]> = { Mesken: [], İşyeri: [], Depo: [] };
  const neighbours: InnerDoor[] = [];
  for (const door of innerDoors) {
    if (isLocal(door.outer.street)) local[door.usage].push(door);
    else neighbours.push(door);
  }
  const localStreets = streets.filter(isLocal);
  return { districts, streets, outerDoors, innerDoors, localStreets, local, neighbours };
}

/** Inside the municipality's own county (the first one). */
export const isLocal = (street: Street) => street.district.countyCode === demoCounties[0].code;

function districtStreets(rng: Rng, district: District): Street[] {
  const names = new Set<string>();
  const out: Street[] = [];
  while (out.length < STREETS_PER_DISTRICT) {
    // A boulevard at most once per district, and only near the centre.
    let typeName = rng.weighted(STREET_TYPES);
    if (typeName === 'Bulvarı' && (district.centrality < 0.6 || out.some((s) => s.typeName === 'Bulvarı'))) {
      typeName = 'Caddesi';
    }
    const numbered = typeName === 'Sokak' && rng.chance(0.25);
    const name = numbered ? `${rng.int(100, 2999)}. Sokak` : `${rng.pick(vocab.street_name_stems)} ${typeName}`;
    if (names.has(name)) continue;
    names.add(name);
    const prestige = Math.min(1, TYPE_PRESTIGE[typeName] * (0.55 + 0.45 * district.centrality) * rng.float(0.85, 1.15));
    out.push({
      code: `${district.code}${String(out.length + 1).padStart(3, '0')}`,
      districtCode: district.code,
      district,
      name,
      typeName,
      prestige,
    });
  }
  return out;
}

/** Ascending door numbers with the odd 'A' or 'B' for a building split off later: 1, 3, 7, 7A, 12 … */
function doorNumbers(rng: Rng, count: number): string[] {
  const out: string[] = [];
  let n = rng.int(1, 4);
  while (out.length < count) {
    out.push(String(n));
    if (out.length < count && rng.chance(0.08)) out.push(`${n}${rng.pick(['A', 'B'])}`);
    n += rng.int(1, 6);
  }
  return out.slice(0, count);
}

/** An address in the register: the inner door and, through it, the outer door and the street. */
export function addressColumns(door: InnerDoor | null) {
  return {
    street_code: door ? door.outer.street.code : null,
    outer_door_oid: door ? door.outer.oid : null,
    inner_door_oid: door ? door.oid : null,
  };
}
