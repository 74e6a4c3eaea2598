import { waterBill, waterBillItems } from '@e-belediye/contracts';
import { type AddressBook, type InnerDoor, isLocal, type Street } from './address.js';
import { addDays, dateBetween, isHoliday, isoDate, MONTHS_TR, maxDate, nextWorkday, trDate, weekday } from './dates.js';
import { lira } from './format.js';
import { feeAt, indexFactor, propertyGrowth, tariffAt } from './prices.js';
import type { Rng } from './random.js';
import { ageOn, type RegistrySeed } from './registries.js';
import type { SubscriptionSeed, Tariff } from './subscriptions.js';
import {
  BUILDING_CLASSES,
  type BuildingClass,
  CONSTRUCTION_TYPES,
  type ConstructionType,
  type TariffBook,
  type UsageName,
} from './tariffs.js';
import { waterPrices } from './water.js';

/** One amount owed, before oids and payments are known. */
export interface AccrualDraft {
  subscriptionOid: number | null;
  revenue: number;
  year: number;
  installment: number;
  due: string;
  /** The first day it can be paid: the bill or notice date. */
  opens: string;
  principal: number;
  source: 'BEYAN' | 'ABONELIK' | 'TAHAKKUK' | 'CEZA';
  description: string;
}

export interface AccrualWorld {
  years: number[];
  today: string;
  book: AddressBook;
  tariffs: TariffBook;
}

/** Emlak rates inside a büyükşehir (Law 1319 art. 8, 18: doubled): per thousand of the tax value. */
const PROPERTY_RATE = { Mesken: 2, 'İşyeri/Diğer': 4, arsa: 6, arazi: 2 } as const;

interface Building {
  kind: 1;
  door: InnerDoor;
  usage: UsageName;
  type: ConstructionType;
  cls: BuildingClass;
  builtYear: number;
  area: number;
  landShare: number;
}
interface Land {
  kind: 2 | 3;
  street: Street;
  ada: number;
  parsel: number;
  area: number;
  /** Arazi only: 2026 value per m² in kuruş (rural land is valued by soil class, not by street). */
  unit2026: number;
}
type Estate = Building | Land;

/** All accruals of one registry over the demo window, in due-date order. */
export function registryAccruals(
  rng: Rng,
  world: AccrualWorld,
  registry: RegistrySeed,
  subscriptions: readonly SubscriptionSeed[],
): AccrualDraft[] {
  const out: AccrualDraft[] = [];
  const add = (d: AccrualDraft) => {
    if (d.opens <= world.today && d.principal > 0) out.push(d);
  };
  const { type } = registry;
  const owner = (type === 'G' || type === 'T') && rng.chance(0.6);
  if (owner || (type === 'D' && rng.chance(0.3)) || (type === 'Y' && rng.chance(0.2))) {
    for (const estate of estates(rng, world, registry)) propertyTax(world, estate, add);
  }
  if ((type === 'T' && rng.chance(0.9)) || (type === 'G' && rng.chance(0.08)))
    workplaceCleaningTax(rng, world, registry, add);
  if (type === 'T' && rng.chance(0.4)) adTax(rng, world, registry, add);
  if ((type === 'T' && rng.chance(0.1)) || (type === 'G' && rng.chance(0.02))) sidewalkFee(rng, world, add);
  if ((type === 'T' || type === 'G') && rng.chance(type === 'T' ? 0.08 : 0.02)) shopRent(rng, world, add);
  if ((type === 'G' && rng.chance(0.06)) || (type === 'T' && rng.chance(0.1))) fines(rng, world, registry, add);
  if (type === 'T' && rng.chance(0.25)) licenceFee(rng, world, add);
  if (type === 'G' && registry.birthDate && rng.chance(0.12)) marriageFee(rng, world, registry, add);
  for (const s of subscriptions) waterBills(rng, world, s, add);
  return out.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.revenue - b.revenue));
}

type Add = (d: AccrualDraft) => void;

function estates(rng: Rng, world: AccrualWorld, r: RegistrySeed): Estate[] {
  const out: Estate[] = [];
  const local = world.book.local;
  const home = r.door && isLocal(r.door.outer.street) ? r.door : null;
  const building = (door: InnerDoor, usage: UsageName): Building => {
    const prestige = door.outer.street.prestige;
    return {
      kind: 1,
      door,
      usage,
      type: rng.weighted(CONSTRUCTION_TYPES.map((t, i) => [t, [3, 80, 8, 3, 1, 1, 2, 2][i]] as const)),
      cls: rng.weighted(BUILDING_CLASSES.map((c, i) => [c.name, [prestige > 0.7 ? 8 : 2, 10, 35, 45, 6][i]] as const)),
      builtYear: rng.int(1965, world.years[0] - 1),
      area: usage === 'Mesken' ? rng.int(65, 185) : rng.int(30, 400),
      landShare: rng.int(15, 90),
    };
  };
  const land = (kind: 2 | 3): Land => ({
    kind,
    street: rng.pick(world.book.localStreets),
    ada: rng.int(101, 3480),
    parsel: rng.int(1, 42),
    area: kind === 2 ? rng.int(150, 600) : rng.int(2000, 20000),
    unit2026: lira(rng.int(40, 150)),
  });
  if (r.type === 'T') {
    if (rng.chance(0.8)) out.push(building(home ?? rng.pick(local.İşyeri), 'İşyeri/Diğer'));
    if (out.length === 0 || rng.chance(0.25)) out.push(land(2));
    return out;
  }
  if (r.type === 'D') return [land(2)];
  if (rng.chance(0.9)) out.push(building(home ?? rng.pick(local.Mesken), 'Mesken'));
  if (rng.chance(0.12)) out.push(building(rng.pick(local.Mesken), 'Mesken'));
  if (rng.chance(0.05)) out.push(building(rng.pick(local.İşyeri), 'İşyeri/Diğer'));
  if (out.length === 0 || rng.chance(0.15)) out.push(land(2));
  if (rng.chance(0.08)) out.push(land(3));
  return out;
}

/** Emlak vergisi: tax value × rate, due in two equal halves on 31 May and 30 November. */
function propertyTax(world: AccrualWorld, e: Estate, add: Add) {
  const { tariffs } = world;
  for (const year of world.years) {
    let valueKurus: number;
    let where: string;
    let kindName: string;
    let perMille: number;
    if (e.kind === 1) {
      const street = e.door.outer.street;
      const cost = tariffs.constructionCost(year, e.usage, e.type, e.cls) * e.area;
      const abrasion = tariffs.abrasionPercent(e.type, year - e.builtYear);
      valueKurus = cost * (1 - abrasion / 100) + tariffs.streetValue.get(street.code)!.get(year)! * e.landShare;
      where = `${street.name} No: ${e.door.outer.doorNo}/${e.door.doorNo}`;
      kindName = 'Bina';
      perMille = PROPERTY_RATE[e.usage];
    } else if (e.kind === 2) {
      valueKurus = tariffs.streetValue.get(e.street.code)!.get(year)! * e.area;
      where = `${e.street.district.name} ${e.ada} ada ${e.parsel} parsel`;
      kindName = 'Arsa';
      perMille = PROPERTY_RATE.arsa;
    } else {
      valueKurus = e.unit2026 * indexFactor(year, propertyGrowth) * e.area;
      where = `${e.street.district.name} ${e.ada} ada ${e.parsel} parsel`;
      kindName = 'Arazi';
      perMille = PROPERTY_RATE.arazi;
    }
    const half = Math.round((valueKurus * perMille) / 1000 / 2);
    twoInstallments(year, (installment, due) =>
      add({
        subscriptionOid: null,
        revenue: e.kind,
        year,
        installment,
        due,
        opens: isoDate(year, 3, 1),
        principal: half,
        source: 'BEYAN',
        description: `${year} Yılı Emlak Vergisi (${kindName}) ${installment}. Taksit - ${where}`,
      }),
    );
  }
}

/** Two installments of a yearly amount; by default the emlak dates, 31 May and 30 November. */
function twoInstallments(
  year: number,
  each: (installment: number, due: string) => void,
  [m1, d1]: [number, number] = [5, 31],
  [m2, d2]: [number, number] = [11, 30],
) {
  each(1, nextWorkday(isoDate(year, m1, d1)));
  each(2, nextWorkday(isoDate(year, m2, d2)));
}

/** The ÇTV degree follows the street: the main roads of the centre are 1st degree. */
function degreeOf(street: Street): number {
  const p = street.prestige;
  return p > 0.75 ? 1 : p > 0.6 ? 2 : p > 0.45 ? 3 : p > 0.3 ? 4 : 5;
}

function workplaceCleaningTax(rng: Rng, world: AccrualWorld, r: RegistrySeed, add: Add) {
  const street = (r.door ?? rng.pick(world.book.local.İşyeri)).outer.street;
  const group =
    r.type === 'T'
      ? rng.weighted([1, 2, 3, 4, 5, 6, 7].map((g, i) => [g, [3, 7, 15, 25, 25, 20, 5][i]] as const))
      : rng.weighted([4, 5, 6, 7].map((g, i) => [g, [10, 35, 40, 15][i]] as const));
  const degree = degreeOf(street);
  const tier = `${group}. grup ${degree}. derece`;
  for (const year of world.years) {
    const half = world.tariffs.ectPrice(year, group, degree) / 2;
    twoInstallments(year, (installment, due) =>
      add({
        subscriptionOid: null,
        revenue: 10,
        year,
        installment,
        due,
        opens: isoDate(year, 1, 15),
        principal: half,
        source: 'BEYAN',
        description: `${year} Yılı Çevre Temizlik Vergisi (İşyeri, ${tier}) ${installment}. Taksit`,
      }),
    );
  }
}

function adTax(rng: Rng, world: AccrualWorld, r: RegistrySeed, add: Add) {
  const street = (r.door ?? rng.pick(world.book.local.İşyeri)).outer.street;
  const group = Math.min(5, degreeOf(street));
  const code = rng.weighted([
    ['IL01', 5],
    ['IL02', 4],
    ['IL07', 1],
  ] as const);
  const area = rng.int(2, 18);
  for (const year of world.years) {
    const annual = world.tariffs.adPrice(year, group, code) * area;
    const half = Math.round(annual / 2);
    const kind = code === 'IL02' ? 'Işıksız' : 'Işıklı';
    twoInstallments(
      year,
      (installment, due) =>
        add({
          subscriptionOid: null,
          revenue: 20,
          year,
          installment,
          due,
          opens: isoDate(year, 1, 2),
          principal: installment === 1 ? half : annual - half,
          source: 'BEYAN',
          description: `${year} Yılı İlan ve Reklam Vergisi (${kind} tabela, ${area} m²) ${installment}. Taksit`,
        }),
      [1, 31],
      [7, 31],
    );
  }
}

function sidewalkFee(rng: Rng, world: AccrualWorld, add: Add) {
  const area = rng.int(6, 40);
  for (const year of world.years) {
    add({
      subscriptionOid: null,
      revenue: 40,
      year,
      installment: 1,
      due: nextWorkday(isoDate(year, 4, 30)),
      opens: isoDate(year, 1, 2),
      principal: area * feeAt('sidewalkPerM2Year', year),
      source: 'TAHAKKUK',
      description: `${year} Yılı İşgaliye Harcı (Kaldırım işgali, masa-sandalye ${area} m²)`,
    });
  }
}

/** Monthly rent of a shop in the municipality's market hall, due on the 10th, raised every January. */
function shopRent(rng: Rng, world: AccrualWorld, add: Add) {
  const area = rng.int(12, 60);
  const shop = rng.int(1, 40);
  const from = dateBetween(rng, isoDate(world.years[0] - 2, 1, 1), addDays(world.today, -90));
  const factor = rng.float(0.8, 1.3);
  const firstMonth = `${from.slice(0, 7)}-01`;
  for (const year of world.years) {
    const monthly = Math.round((area * feeAt('shopRentPerM2Month', year) * factor) / 100) * 100;
    for (let month = 1; month <= 12; month++) {
      const opens = isoDate(year, month, 1);
      if (opens < firstMonth) continue;
      add({
        subscriptionOid: null,
        revenue: 41,
        year,
        installment: month,
        due: nextWorkday(isoDate(year, month, 10)),
        opens,
        principal: monthly,
        source: 'TAHAKKUK',
        description: `${year} Yılı ${MONTHS_TR[month - 1]} Ayı Kira Bedeli (Belediye Çarşısı Dükkân No: ${shop})`,
      });
    }
  }
}

const FINES: readonly (readonly [string, number, number])[] = [
  ['Emre aykırı davranış (5326 s. Kabahatler Kanunu md. 32)', 50, 1400],
  ['Kaldırım ve yol işgali (5326 s. K. md. 38)', 50, 2800],
  ['Çevreyi kirletme (5326 s. K. md. 41)', 50, 1000],
  ['Gürültü (5326 s. K. md. 36)', 50, 1400],
  ['Ruhsatsız işyeri açma (3572 s. K.)', 50, 12000],
  ['Ruhsatsız yapı (3194 s. İmar Kanunu md. 42)', 51, 60000],
];

function fines(rng: Rng, world: AccrualWorld, r: RegistrySeed, add: Add) {
  for (
    let i = rng.weighted([
      [1, 4],
      [2, 1],
    ]);
    i > 0;
    i--
  ) {
    const [what, revenue, base] = rng.pick(r.type === 'T' ? FINES : FINES.filter((f) => f[2] < 12000));
    const issued = dateBetween(rng, isoDate(world.years[0], 1, 10), world.today);
    const year = Number(issued.slice(0, 4));
    add({
      subscriptionOid: null,
      revenue,
      year,
      installment: 1,
      // Payable within a month of notification.
      due: nextWorkday(addDays(issued, 30)),
      opens: issued,
      principal: tariffAt(lira(base * rng.float(0.9, 1.6)), year),
      source: 'CEZA',
      description: `${year} Yılı ${revenue === 50 ? 'Zabıta' : 'İmar'} İdari Para Cezası - ${what}`,
    });
  }
}

function licenceFee(rng: Rng, world: AccrualWorld, add: Add) {
  const issued = dateBetween(rng, isoDate(world.years[0], 1, 10), world.today);
  const year = Number(issued.slice(0, 4));
  add({
    subscriptionOid: null,
    revenue: 60,
    year,
    installment: 1,
    due: nextWorkday(addDays(issued, 15)),
    opens: issued,
    principal: tariffAt(lira(rng.int(3000, 25000)), year),
    source: 'TAHAKKUK',
    description: `${year} Yılı İşyeri Açma ve Çalışma Ruhsatı Harcı`,
  });
}

type MarriageFee = 'nikahOutside' | 'nikahHoliday' | 'nikahWeekend' | 'nikahWeekday';
const MARRIAGE_LABEL: Record<MarriageFee, string> = {
  nikahOutside: 'Dış Mekân Nikâhı',
  nikahHoliday: 'Resmi Tatil Nikâhı',
  nikahWeekend: 'Hafta Sonu Salon Nikâhı',
  nikahWeekday: 'Hafta İçi Salon Nikâhı',
};

/** The fee is paid when the couple applies; weekend, holiday and outside ceremonies cost more. */
function marriageFee(rng: Rng, world: AccrualWorld, r: RegistrySeed, add: Add) {
  // About one in four applications is recent, so some fees are still open when the demo starts.
  const applied = rng.chance(0.25)
    ? dateBetween(rng, addDays(world.today, -40), world.today)
    : dateBetween(rng, isoDate(world.years[0], 1, 5), world.today);
  const age = ageOn(r.birthDate!, applied);
  if (age < 20 || age > 60) return;
  const ceremony = addDays(applied, rng.int(20, 60));
  const weekend = weekday(ceremony) === 0 || weekday(ceremony) === 6;
  const kind: MarriageFee = rng.chance(0.12)
    ? 'nikahOutside'
    : weekend
      ? 'nikahWeekend'
      : isHoliday(ceremony)
        ? 'nikahHoliday'
        : 'nikahWeekday';
  const year = Number(applied.slice(0, 4));
  add({
    subscriptionOid: null,
    revenue: 83,
    year,
    installment: 1,
    due: nextWorkday(applied),
    opens: applied,
    principal: feeAt(kind, year),
    source: 'TAHAKKUK',
    description: `${year} Yılı Evlendirme (Nikah) Ücreti - ${MARRIAGE_LABEL[kind]} (${trDate(ceremony)})`,
  });
}

const CONSUMPTION: Record<Tariff, [number, number]> = {
  Konut: [4, 24],
  İşyeri: [3, 40],
  'Resmi Daire': [20, 150],
  Şantiye: [10, 80],
  'Bahçe Sulama': [8, 60],
};
/** Connection (tesis) fee of a new subscription, 2026 TL. */
const CONNECTION_FEE: Record<Tariff, number> = {
  Konut: 3500,
  İşyeri: 7000,
  'Resmi Daire': 7000,
  Şantiye: 9000,
  'Bahçe Sulama': 2500,
};

function waterBills(rng: Rng, world: AccrualWorld, s: SubscriptionSeed, add: Add) {
  const first = isoDate(world.years[0], 1, 1);
  if (s.startedOn >= first) {
    const year = Number(s.startedOn.slice(0, 4));
    // Applied for on any day online; due on the first working day from it, as every due date is.
    const due = nextWorkday(s.startedOn);
    const base = { subscriptionOid: s.oid, year, installment: 1, due, opens: s.startedOn } as const;
    add({
      ...base,
      revenue: 32,
      principal: s.depositKurus,
      source: 'ABONELIK',
      description: `Su Abonelik Güvence Bedeli (Abone No: ${s.subscriberNo})`,
    });
    add({
      ...base,
      revenue: 33,
      principal: tariffAt(lira(CONNECTION_FEE[s.tariff]), year),
      source: 'ABONELIK',
      description: `Su Bağlantı/Tesis Bedeli (Abone No: ${s.subscriberNo})`,
    });
  }
  const [min, max] = CONSUMPTION[s.tariff];
  for (const year of world.years) {
    const prices = waterPrices(s.tariff, year);
    for (let month = 1; month <= 12; month++) {
      const periodStart = isoDate(year, month, 1);
      const billed = isoDate(month === 12 ? year + 1 : year, (month % 12) + 1, 1);
      if (billed <= maxDate(s.startedOn, first) || billed > world.today) continue;
      if (s.cutOn && periodStart > s.cutOn) continue;
      const summer = month >= 5 && month <= 9;
      let m3 = rng.int(min, max);
      if (s.tariff === 'Bahçe Sulama') {
        if (month < 4 || month > 10) continue;
      } else if (summer) m3 = Math.round(m3 * 1.2);
      const due = nextWorkday(addDays(billed, 19));
      const period = `${year} ${MONTHS_TR[month - 1]} Dönemi`;
      const bill = {
        subscriptionOid: s.oid,
        year,
        installment: month,
        due,
        opens: billed,
        source: 'ABONELIK',
      } as const;
      // The same bill as a final one (ADR 0040): water, atık su, ÇTV per m³ and VAT, each line its own accrual.
      for (const item of waterBillItems(waterBill(m3, prices), prices, period)) {
        add({ ...bill, revenue: item.revenueCode, principal: item.principalKurus, description: item.description });
      }
    }
  }
}
