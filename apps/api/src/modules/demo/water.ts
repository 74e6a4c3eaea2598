import {
  type CancellationStatus,
  finalBill,
  ibanFor,
  lineStatusOf,
  refundOf,
  updatedDeposit,
  type WaterPrices,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { addDays, isHoliday } from './dates.js';
import { lira } from './format.js';
import { tariffAt } from './prices.js';
import { rngFor } from './random.js';
import type { Tariff } from './subscriptions.js';

/** 2026 water prices per m³ in TL; atık su is billed at half the water price, garden watering has none. */
const WATER_PRICE: Record<Tariff, number> = {
  Konut: 32.5,
  İşyeri: 65,
  'Resmi Daire': 55,
  Şantiye: 70,
  'Bahçe Sulama': 45,
};
/** Water tariffs rose by about a third a year over the window. */
const waterGrowth = () => 1.35;
/** ÇTV of a home per m³ inside a büyükşehir, kuruş (2022, 2024, 2026 published; 2023 and 2025 between them). */
const CTV_HOME: Record<number, number> = { 2022: 68, 2023: 125, 2024: 230, 2025: 303, 2026: 400 };
/** The deposit a new subscription pays in 2026, TL (İSKİ: konut 968.40, işyeri 2,535.30). */
const DEPOSIT_2026: Record<Tariff, number> = {
  Konut: 968.4,
  İşyeri: 2535.3,
  'Resmi Daire': 2535.3,
  Şantiye: 2535.3,
  'Bahçe Sulama': 800,
};
/** VAT on drinking water: 1% since February 2022 in Bursa. */
const WATER_VAT_BP = 100;

export const FIELD_TEAMS = ['Osmangazi Saha Ekibi 1', 'Osmangazi Saha Ekibi 2', 'Nilüfer Saha Ekibi', 'Merkez Ekip'];

/** The prices of a subscription type in a year: every demo bill, monthly or final, is priced by these. */
export function waterPrices(tariff: Tariff, year: number): WaterPrices {
  const newest = Math.max(...Object.keys(CTV_HOME).map(Number));
  const water = tariffAt(lira(WATER_PRICE[tariff]), year, waterGrowth, 1);
  return {
    waterKurus: water,
    wastewaterKurus: tariff === 'Bahçe Sulama' ? 0 : Math.round(water / 2),
    ctvKurus: tariff === 'Konut' ? (CTV_HOME[year] ?? CTV_HOME[newest]) : 0,
    vatBp: WATER_VAT_BP,
  };
}

/** Water tariffs of the demo window: the prices the demo bills were priced by. */
export function waterTariffRows(years: readonly number[]) {
  return years.flatMap((year) =>
    (Object.keys(WATER_PRICE) as Tariff[]).map((tariff) => {
      const p = waterPrices(tariff, year);
      return {
        tariff_name: tariff,
        year,
        water_kurus: p.waterKurus,
        wastewater_kurus: p.wastewaterKurus,
        ctv_kurus: p.ctvKurus,
        vat_bp: p.vatBp,
        deposit_kurus: tariffAt(lira(DEPOSIT_2026[tariff]), year, waterGrowth, 1),
      };
    }),
  );
}

/**
 * Meter readings behind the demo bills (read back from each water bill's m³) and contract cancellations in every status on subscriptions whose line status tells the same story.
 */
export async function seedWater(database: Database, opts: { seed: number; today: string; years: number[] }) {
  const { db } = database;
  // Each meter starts from an index of its own; every bill adds its month's m³.
  await sql`
    insert into water_reading (subscription_oid, period, meter_index, consumption_m3, accrual_oid)
    select subscription_oid, make_date(year, installment_no, 1),
           (subscription_oid * 37) % 900 + sum(m3) over (partition by subscription_oid order by year, installment_no),
           m3, oid
    from (select oid, subscription_oid, year, installment_no,
                 cast(substring(description from '\\((\\d+) m³\\)') as int) as m3
          from accrual where revenue_code = 30 and subscription_oid is not null) bills
    where m3 is not null`.execute(db);

  // The demo members' subscriptions stay free of applications, for the journeys that start one.
  const people = await db
    .selectFrom('member')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select('registry.oid')
    .execute();
  const skip = new Set(people.map((p) => p.oid));
  const subs = await db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .select(['s.oid', 's.subscriber_no', 's.registry_oid', 's.line_status', 's.tariff_name', 's.deposit_kurus'])
    .select(['r.gsm_number', 'r.email', 'r.name', 'r.surname', 'r.pid_no'])
    .where('s.line_status', 'in', [2, 3, 4])
    .orderBy('s.oid')
    .execute();
  const tariffs = new Map(
    (
      await db
        .selectFrom('water_tariff')
        .selectAll()
        .where('year', '=', Math.max(...opts.years))
        .execute()
    ).map((t) => [t.tariff_name, t]),
  );
  const byLine = (line: number) => subs.filter((s) => s.line_status === line && !skip.has(s.registry_oid));
  const plan: { sub: (typeof subs)[number]; status: CancellationStatus }[] = [];
  const take = (line: number, statuses: CancellationStatus[]) => {
    byLine(line)
      .slice(0, statuses.length)
      .forEach((sub, i) => {
        plan.push({ sub, status: statuses[i] });
      });
  };
  take(2, ['RECEIVED', 'ASSIGNED', 'RECEIVED', 'ASSIGNED']);
  take(3, ['CUT', 'BILLED', 'REFUND_COMPUTED', 'REFUND_APPROVED', 'COMPLETED', 'COMPLETED', 'COMPLETED']);
  take(4, ['REJECTED', 'REJECTED']);

  const rng = rngFor(opts.seed, 'water-cancellations');
  const branches = await db.selectFrom('bank_branch').select(['oid', 'bank_code']).orderBy('oid').execute();
  const banks = new Map(
    (await db.selectFrom('bank').select(['code', 'iban_bank_code']).execute()).map((b) => [b.code, b.iban_bank_code]),
  );
  for (const [i, { sub, status }] of plan.entries()) {
    const open = status === 'RECEIVED' || status === 'ASSIGNED';
    let cutting = addDays(opts.today, open ? rng.int(3, 20) : -rng.int(10, 200));
    while (isHoliday(cutting)) cutting = addDays(cutting, 1);
    const created = addDays(cutting, -rng.int(3, 12));
    const toIban = rng.chance(0.75);
    const branch = rng.pick(branches);
    const person = sub.pid_no?.length === 11;
    const account = (person ? '00000' : '000000') + (sub.pid_no ?? '0');
    const tariff = tariffs.get(sub.tariff_name)!;
    const last = await db
      .selectFrom('water_reading')
      .select('meter_index')
      .where('subscription_oid', '=', sub.oid)
      .orderBy('period', 'desc')
      .executeTakeFirst();
    const lastIndex = last?.meter_index ?? 0;
    const finalIndex = lastIndex + rng.int(1, 12);
    const steps = ['RECEIVED', 'ASSIGNED', 'CUT', 'BILLED', 'REFUND_COMPUTED', 'REFUND_APPROVED', 'COMPLETED'];
    const reached = status === 'REJECTED' ? 1 : steps.indexOf(status);
    const bill = finalBill(lastIndex, finalIndex, {
      waterKurus: tariff.water_kurus,
      wastewaterKurus: tariff.wastewater_kurus,
      ctvKurus: tariff.ctv_kurus,
      vatBp: tariff.vat_bp,
    });
    const deposit = updatedDeposit(sub.deposit_kurus, tariff.deposit_kurus);
    // The demo's final bills were paid at the cashier: nothing is left to net.
    const refund = refundOf(deposit, []);
    const [row] = await db
      .insertInto('water_cancellation')
      .values({
        application_no: `${created.slice(0, 4)}-${String(10_000_000 + i * 7919 + rng.int(0, 7000)).slice(0, 8)}`,
        subscription_oid: sub.oid,
        registry_oid: sub.registry_oid,
        identified_by: 'SMS_CODE',
        status,
        gsm_number: sub.gsm_number ?? '5550000000',
        email: sub.email,
        address: 'Abonelik adresi',
        cutting_date: cutting,
        deposit_return_type: toIban ? 1 : 2,
        iban: toIban ? ibanFor(banks.get(branch.bank_code) ?? '00010', account.padStart(16, '0')) : null,
        iban_owner: toIban ? [sub.name, sub.surname].filter(Boolean).join(' ') : null,
        bank_branch_oid: toIban ? branch.oid : null,
        field_team: reached >= 1 && status !== 'REJECTED' ? rng.pick(FIELD_TEAMS) : null,
        cut_on: reached >= 2 ? cutting : null,
        final_index: reached >= 2 ? finalIndex : null,
        reject_reason:
          status === 'REJECTED' ? 'Sayaca ulaşılamadı; bina yöneticisiyle görüşülerek yeniden başvurunuz.' : null,
        final_bill_kurus: reached >= 3 ? bill.TotalKurus : null,
        deposit_paid_kurus: reached >= 4 ? sub.deposit_kurus : null,
        deposit_kurus: reached >= 4 ? deposit : null,
        netted_kurus: reached >= 4 ? refund.NettedKurus : null,
        refund_kurus: reached >= 4 ? refund.RefundKurus : null,
        refund_sent_on: reached >= 6 ? addDays(cutting, 5) : null,
        created_at: new Date(`${created}T09:00:00+03:00`),
      })
      .returning('oid')
      .execute();
    const events = status === 'REJECTED' ? ['RECEIVED', 'REJECTED'] : steps.slice(0, reached + 1);
    await db
      .insertInto('water_cancellation_event')
      .values(
        events.map((e, n) => ({
          cancellation_oid: row.oid,
          status: e,
          note: null,
          at: new Date(`${n === 0 ? created : addDays(cutting, n - 2)}T10:00:00+03:00`),
        })),
      )
      .execute();
    // Address is read back as the subscriber saw it; the line status follows the application.
    await sql`update water_cancellation c set address = coalesce(
        (select concat_ws(' ', st.name, st.type_name, 'No:', o.door_no) from subscription s
           left join street st on st.code = s.street_code left join outer_door o on o.oid = s.outer_door_oid
          where s.oid = c.subscription_oid), 'Abonelik adresi') where c.oid = ${row.oid}`.execute(db);
    await db
      .updateTable('subscription')
      .set({ line_status: lineStatusOf(status) })
      .where('oid', '=', sub.oid)
      .execute();
  }
}
