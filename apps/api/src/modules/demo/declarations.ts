import type { DeclarationInput, DeclarationRates, Declarer } from '@e-belediye/contracts';
import { addDays, istanbulDateOf } from '@e-belediye/contracts/clock';
import type { Database } from '../../db/index.js';
import { calculate, storeVersion } from '../declarations/index.js';
import { tariffAt } from './prices.js';

/**
 * The declaration tables the demo years need beyond the lookups (the entertainment tariff and the rates) and
 * declarations of each kind in several states for the demo citizen and the demo company.
 */

/** Eğlence vergisi: venues without tickets pay a daily amount by group (2026 TL, [unsourced, typical value]); ticketed ones a rate. */
const ENTERTAINMENT_2026 = [
  { code: 'EG01', name: 'Bar, taverna', basis: 'DAILY', daily: [900, 600, 350] },
  { code: 'EG02', name: 'Pavyon, gazino, gece kulübü', basis: 'DAILY', daily: [1500, 1100, 700] },
  { code: 'EG03', name: 'Diskotek, kabare', basis: 'DAILY', daily: [1200, 850, 500] },
  { code: 'EG04', name: 'Bilardo ve masa futbolu salonu', basis: 'DAILY', daily: [250, 180, 100] },
  { code: 'EG05', name: 'Tiyatro, gösteri (biletli)', basis: 'TICKET', rate: 1000 },
  { code: 'EG06', name: 'Sirk, lunapark, çalgılı bahçe', basis: 'TICKET', rate: 2000 },
  { code: 'EG07', name: 'Müşterek bahis', basis: 'TICKET', rate: 2000 },
  { code: 'EG08', name: 'Sinema, konser, spor müsabakası, at yarışı', basis: 'TICKET', rate: 0 },
] as const;

/** Emlak vergisi rates (1319 md. 8, 18) outside a büyükşehir; the demo municipality is inside one (Bursa). */
const RATES: Omit<DeclarationRates, 'Year'> = {
  Metropolitan: true,
  MetropolitanIncreasePercent: 100,
  EstateResidenceBp: 10,
  EstateOtherBuildingBp: 20,
  EstatePlotBp: 30,
  EstateLandBp: 10,
  LandExemptionKurus: 1_000_000,
  SingleResidenceMaxM2: 200,
  NewBuildingYears: 4,
};

export function declarationTableRows(years: readonly number[]) {
  return {
    entertainment_tariff: years.flatMap((year) =>
      ENTERTAINMENT_2026.flatMap((t) =>
        [1, 2, 3].map((group_no) => ({
          year,
          code: t.code,
          name: t.name,
          basis: t.basis,
          group_no,
          daily_kurus: t.basis === 'DAILY' ? tariffAt(t.daily[group_no - 1] * 100, year) : 0,
          rate_bp: t.basis === 'TICKET' ? t.rate : 0,
        })),
      ),
    ),
    declaration_rate: years.map((year) => ({ year, rates: JSON.stringify({ ...RATES, Year: year }) })),
  };
}

interface Demo {
  declaration: DeclarationInput;
  status: 'SUBMITTED' | 'APPROVED' | 'RETURNED';
  returnReason?: string;
}

/** Declarations of the first demo member (a building, a plot, a workplace) and of the demo company (boards, a venue). */
export async function seedDeclarations(database: Database, opts: { today: string; years: readonly number[] }) {
  const { db } = database;
  const tables = declarationTableRows(opts.years);
  await db.insertInto('entertainment_tariff').values(tables.entertainment_tariff).execute();
  await db.insertInto('declaration_rate').values(tables.declaration_rate).execute();

  const members = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .innerJoin('street as s', 's.code', 'r.street_code')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select([
      'm.oid as member',
      'r.oid',
      'r.registry_type',
      'r.pid_no',
      'r.name',
      'r.surname',
      'r.gsm_number',
      'r.email',
      'r.tax_office_code',
      'r.street_code',
      'd.code as district',
      'd.county_code',
      'r.outer_door_oid',
    ])
    .where('m.created_via', '=', 'DEMO')
    .where('r.registry_type', 'in', ['G', 'T'])
    .orderBy('m.oid')
    .execute();
  const person = members.find((m) => m.registry_type === 'G');
  const company = members.find((m) => m.registry_type === 'T');
  const year = Number(opts.today.slice(0, 4));
  const filedAt = new Date(`${opts.today.slice(0, 8)}01T09:30:00Z`);
  // Due dates run from the day the demo says it was filed, as a live filing's do from its own day.
  const filedOn = istanbulDateOf(filedAt);

  const plan: Array<{ who: (typeof members)[number]; demos: Demo[] }> = [];
  const address = (m: (typeof members)[number]) => ({
    countyCode: m.county_code,
    districtCode: m.district,
    streetCode: m.street_code!,
    ...(m.outer_door_oid ? { outerDoorOid: m.outer_door_oid } : {}),
  });
  if (person) {
    const a = address(person);
    const estate = {
      kind: 'ESTATE',
      year,
      address: a,
      share: { numerator: 1, denominator: 1 },
      acquisitionReasonCode: '1',
    } as const;
    plan.push({
      who: person,
      demos: [
        {
          status: 'APPROVED',
          declaration: {
            ...estate,
            estateType: 1,
            titleDeed: { pafta: '12', ada: '1408', parsel: '3' },
            acquisitionDate: '2015-04-20',
            usage: 'RESIDENCE',
            building: {
              constructionType: 'Betonarme karkas',
              buildingClass: '2. sınıf',
              constructionYear: 2004,
              floorAreaM2: 125,
              landShareM2: 38.5,
            },
          },
        },
        {
          status: 'SUBMITTED',
          declaration: {
            ...estate,
            estateType: 2,
            titleDeed: { ada: '2210', parsel: '14' },
            areaM2: 420,
            share: { numerator: 1, denominator: 2 },
            acquisitionDate: `${year - 1}-07-26`,
            acquisitionReasonCode: '2',
            usage: 'OTHER',
          },
        },
        {
          status: 'RETURNED',
          returnReason: 'Tapu fotokopisi okunmuyor; tapunun okunaklı bir görüntüsünü ekleyerek beyannamenizi düzeltin.',
          declaration: {
            kind: 'ECT',
            year,
            workplaceName: 'Arslan Kırtasiye',
            address: a,
            buildingGroup: 5,
            degree: 3,
            areaM2: 45,
            activityStartDate: '2021-02-01',
          },
        },
      ],
    });
  }
  if (company) {
    const a = address(company);
    plan.push({
      who: company,
      demos: [
        {
          status: 'APPROVED',
          declaration: {
            kind: 'AD',
            year,
            businessName: company.name,
            address: a,
            boards: [
              {
                adTypeCode: 'IL01',
                groupNo: 2,
                widthM: 4,
                heightM: 1.2,
                sides: 1,
                quantity: 1,
                location: 'Mağaza cephesi',
              },
              // Three minibuses, each with a 2 m × 0,8 m advertisement on both sides.
              {
                adTypeCode: 'IL04',
                groupNo: 2,
                widthM: 2,
                heightM: 0.8,
                sides: 2,
                quantity: 3,
                location: 'Servis araçları',
              },
            ],
          },
        },
        {
          status: 'SUBMITTED',
          declaration: {
            kind: 'ENTERTAINMENT',
            venueName: `${company.name} Etkinlik Salonu`,
            address: a,
            venueTypeCode: 'EG05',
            groupNo: 2,
            period: 'MONTHLY',
            startDate: `${year}-${opts.today.slice(5, 7) === '01' ? '01' : String(Number(opts.today.slice(5, 7)) - 1).padStart(2, '0')}-01`,
            workingDays: 8,
            ticketRevenueKurus: 18_450_000,
          },
        },
        {
          status: 'SUBMITTED',
          declaration: {
            kind: 'ECT',
            year,
            workplaceName: company.name,
            address: a,
            buildingGroup: 2,
            degree: 2,
            activityStartDate: '2018-09-01',
          },
        },
      ],
    });
  }
  if (person) {
    // What the land registry and the building office reported and the member has not declared yet: the building
    // finished on the plot declared last year, and a field bought this spring (ADR 0046).
    await db
      .insertInto('estate_change')
      .values([
        {
          registry_oid: person.oid,
          estate_type: 1,
          change_kind: 'BUILDING_COMPLETED',
          change_date: addDays(opts.today, -75),
          ada: '2210',
          parsel: '14',
          source: 'İmar ve Şehircilik Müdürlüğü (iskân)',
        },
        {
          registry_oid: person.oid,
          estate_type: 3,
          change_kind: 'ACQUISITION',
          change_date: addDays(opts.today, -200),
          ada: '611',
          parsel: '2',
          source: 'Tapu Müdürlüğü (TAKBİS)',
        },
      ])
      .execute();
  }
  for (const { who, demos } of plan) {
    const declarer: Declarer =
      who.registry_type === 'T'
        ? {
            registryType: 'T',
            vkn: who.pid_no!,
            title: who.name,
            taxOfficeCode: who.tax_office_code ?? '001105',
            gsmNumber: who.gsm_number ?? '5550000000',
            email: who.email ?? undefined,
          }
        : {
            registryType: 'G',
            tckn: who.pid_no!,
            name: who.name,
            surname: who.surname ?? '',
            gsmNumber: who.gsm_number ?? '5550000000',
            email: who.email ?? undefined,
          };
    for (const demo of demos) {
      const calc = await calculate(database, demo.declaration, { filedOn });
      await db.transaction().execute((trx) =>
        storeVersion(trx, {
          registryOid: who.oid,
          memberOid: who.member,
          declarer,
          declaration: demo.declaration,
          calc,
          status: demo.status,
          returnReason: demo.returnReason,
          filedAt,
        }),
      );
    }
  }
}
