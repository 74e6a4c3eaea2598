import { addMonths } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { hashPassword } from '../auth/index.js';
import { recordCollection } from '../ledger/index.js';
import {
  type CampaignDraft,
  coverableRevenues,
  createCampaign,
  endPlan,
  savePlan,
  simulate,
} from '../restructuring/index.js';
import { DEMO_PASSWORD, testMemberPid } from './members.js';

/**
 * Restructuring demo, each campaign saying truthfully which law it is modelled on (reference section 6):
 * - closed, 26 months ago: on the model of 7256 — cash, 6/9/12/18 bi-monthly installments with the coefficients
 *   of the laws' common mechanics (1,045 … 1,150), every municipal receivable of the ledger; two plans;
 * - closed, 14 months ago: on the model of 7440 — water and waste-water debts due by the end of the year before,
 *   cash or 12/18/24/36/48 monthly installments; the reference gives no coefficients for 7440, so the campaign
 *   says they are the municipality's own;
 * - open, since a month ago: on the model of 7326 — cash, 6/9/12/18 bi-monthly with the law's coefficients.
 * Three members of their own: one with eligible old debts (the browser test applies with them), one whose plan
 * under the 7256 campaign runs with every installment paid so far, one whose plan broke.
 */
export const RESTRUCTURING_MEMBERS = { applicant: 21, running: 22, broken: 23 } as const;

/** The last day of the month `iso` falls in. */
const lastDayOf = (iso: string) => {
  const firstOfNext = addMonths(`${iso.slice(0, 7)}-01`, 1);
  return new Date(Date.parse(`${firstOfNext}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

const terms = (intervalMonths: 1 | 2) =>
  [
    'Başvurunuzla seçtiğiniz borçların gecikme zammı silinir; yerine kanunda yazılı Yİ-ÜFE aylık değişim ' +
      'oranlarıyla hesaplanan tutar ödenir.',
    `Taksitler seçtiğiniz plana göre ${intervalMonths === 1 ? 'her ay' : 'iki ayda bir'} ödenir. İlk iki taksitin ` +
      'vadesinde ödenmesi şarttır; sonrasında bir takvim yılında en çok iki taksit geç ödenebilir. Geç kalan ' +
      'taksitler son taksitin vadesini izleyen ayın sonuna kadar gecikme zammıyla ödenmelidir. Aksi halde plan ' +
      'bozulur, ödenen tutarlar asıl borca mahsup edilir ve kalan borç gecikme zammıyla birlikte yeniden istenir.',
    'Başvuru, yapılandırılan borçlar için dava açma hakkından vazgeçme ve açılmış davalardan feragat anlamına gelir.',
  ].join('\n\n');

/** 6736 … 7326 (reference 6.1): cash waives 90 % of the index amount, two periods 50 %; the law's coefficients. */
const BI_MONTHLY = [
  { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
  { installments: 2, coefficientBp: 10000, indexDiscountBp: 5000 },
  { installments: 6, coefficientBp: 10450, indexDiscountBp: 0 },
  { installments: 9, coefficientBp: 10830, indexDiscountBp: 0 },
  { installments: 12, coefficientBp: 11050, indexDiscountBp: 0 },
  { installments: 18, coefficientBp: 11500, indexDiscountBp: 0 },
];

/**
 * 7440's counts (reference 6.2); its coefficients and cash discount are not in the reference, so these are the
 * municipality's own, and the campaign says so.
 */
const MONTHLY = [
  { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
  { installments: 12, coefficientBp: 10600, indexDiscountBp: 0 },
  { installments: 18, coefficientBp: 10900, indexDiscountBp: 0 },
  { installments: 24, coefficientBp: 11200, indexDiscountBp: 0 },
  { installments: 36, coefficientBp: 11800, indexDiscountBp: 0 },
  { installments: 48, coefficientBp: 12400, indexDiscountBp: 0 },
];

/** Water and waste-water charges: what 7440 restructured in monthly installments. */
const WATER_REVENUES = [30, 31];

/** A law `monthsAgo` months before today, open for three months from its day, debts due up to three months before. */
function law(
  today: string,
  monthsAgo: number,
  lawNo: string,
  lawTitle: string,
  title: string,
  revenueCodes: number[],
): CampaignDraft {
  const lawDate = `${addMonths(today, -monthsAgo).slice(0, 7)}-12`;
  const deadline = lastDayOf(addMonths(lawDate, 3));
  return {
    lawNo,
    lawTitle,
    title,
    lawDate,
    cutOffDate: lastDayOf(addMonths(lawDate, -3)),
    revenueCodes,
    applicationStart: lawDate,
    applicationDeadline: deadline,
    firstDueDate: lastDayOf(addMonths(deadline, 1)),
    intervalMonths: 2,
    coefficientsFromLaw: true,
    fallbackMonthlyBp: 35,
    indexMonths: [],
    options: BI_MONTHLY,
    toleratedMissesPerYear: 2,
    terms: terms(2),
  };
}

const LAW_TITLES = {
  '7256': 'Bazı Alacakların Yeniden Yapılandırılması ile Bazı Kanunlarda Değişiklik Yapılması Hakkında Kanun',
  '7326': 'Bazı Alacakların Yeniden Yapılandırılmasına ve Bazı Kanunlarda Değişiklik Yapılmasına Dair Kanun',
  '7440': 'Bazı Alacakların Yeniden Yapılandırılmasına ve 3194 Sayılı İmar Kanununda Değişiklik Yapılmasına Dair Kanun',
} as const;

/** The campaigns of the demo: see the module's note. */
export function demoLaws(today: string, coverable: number[]) {
  const previous = law(
    today,
    26,
    '7256',
    LAW_TITLES['7256'],
    '7256 sayılı Kanun örneğinde belediye alacaklarının yapılandırılması',
    coverable,
  );
  const water: CampaignDraft = {
    ...law(
      today,
      14,
      '7440',
      LAW_TITLES['7440'],
      '7440 sayılı Kanun örneğinde su ve atık su borçlarının aylık taksitlerle yapılandırılması',
      WATER_REVENUES,
    ),
    intervalMonths: 1,
    coefficientsFromLaw: false,
    options: MONTHLY,
    terms: `${terms(1)}\n\nKanunda katsayı yazılı olmadığından katsayılar belediyemizce belirlenmiştir.`,
  };
  // Debts due by the end of the year before the law, as 7440 drew its line.
  water.cutOffDate = `${Number(water.lawDate.slice(0, 4)) - 1}-12-31`;
  const current = law(
    today,
    1,
    '7326',
    LAW_TITLES['7326'],
    '7326 sayılı Kanun örneğinde belediye alacaklarının yapılandırılması',
    coverable,
  );
  return { previous, water, current };
}

/** Registries of citizens with old open debts and no membership: the demo's own, so no other demo meets them. */
async function freeRegistries(database: Database, dueBy: string, count: number) {
  const r = await sql<{ oid: number }>`
    select r.oid from registry r where r.registry_type = 'G'
      and not exists (select 1 from member m where m.registry_oid = r.oid)
      and (select count(*) from accrual a where a.registry_oid = r.oid and a.subscription_oid is null
             and a.paid_kurus = 0 and a.due_date <= ${dueBy}) >= 3
    order by r.oid limit ${count}`.execute(database.db);
  return r.rows.map((x) => x.oid);
}

async function makeMember(database: Database, registryOid: number, k: number, hash: string) {
  const pidNo = testMemberPid(k);
  const gsm = `55500021${String(k).padStart(2, '0')}`;
  await database.db
    .updateTable('registry')
    .set({ pid_no: pidNo, gsm_number: gsm })
    .where('oid', '=', registryOid)
    .execute();
  const m = await database.db
    .insertInto('member')
    .values({ registry_oid: registryOid, pid_no: pidNo, password_hash: hash, gsm_number: gsm, created_via: 'DEMO' })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return m.oid;
}

export async function seedRestructuring(database: Database, opts: { seed: number; today: string }) {
  const coverable = (await coverableRevenues(database.db)).map((r) => r.Code);
  const { previous: previousLaw, water: waterLaw, current: currentLaw } = demoLaws(opts.today, coverable);

  const previous = await database.db.transaction().execute((trx) => createCampaign(trx, previousLaw, null));
  const [applicant, running, broken] = await freeRegistries(database, previousLaw.cutOffDate, 3);
  if (broken === undefined) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await makeMember(database, applicant!, RESTRUCTURING_MEMBERS.applicant, hash);

  // Plans applied for in the previous campaign's first month, paid as their holders did.
  const appliedOn = addMonths(previousLaw.lawDate, 1);
  const plans: Array<{ planOid: number; paidUpTo: number }> = [];
  for (const [registryOid, k, count] of [
    [running!, RESTRUCTURING_MEMBERS.running, 18],
    [broken!, RESTRUCTURING_MEMBERS.broken, 6],
  ] as const) {
    const memberOid = await makeMember(database, registryOid, k, hash);
    const all = await sql<{ oid: number }>`
      select oid from accrual where registry_oid = ${registryOid} and subscription_oid is null and paid_kurus = 0
        and cancelled_at is null and due_date <= ${previousLaw.cutOffDate}
        and revenue_code in (${sql.join(previousLaw.revenueCodes)}) order by due_date, oid limit 6`.execute(
      database.db,
    );
    const selection = {
      installmentMethod: 1 as const,
      accrualOids: all.rows.map((r) => r.oid),
      installmentCount: count,
    };
    const { chosen, plan } = await simulate(database, registryOid, previous, selection, appliedOn);
    const saved = await database.db.transaction().execute((trx) =>
      savePlan(trx, {
        campaign: previous,
        registryOid,
        memberOid,
        method: 1,
        chosen,
        plan,
        today: appliedOn,
        tell: false,
      }),
    );
    // The running plan has every installment due so far paid; the broken one only its first two.
    const dueSoFar = plan.rows.filter((r) => r.dueDate < opts.today).length;
    plans.push({ planOid: saved.PlanOid, paidUpTo: k === RESTRUCTURING_MEMBERS.running ? dueSoFar : 2 });
  }
  for (const { planOid, paidUpTo } of plans) {
    const rows = await database.db
      .selectFrom('restructuring_plan_installment as i')
      .innerJoin('restructuring_plan as p', 'p.oid', 'i.plan_oid')
      .select(['i.accrual_oid', 'i.total_kurus', 'i.due_date', 'p.registry_oid'])
      .where('i.plan_oid', '=', planOid)
      .where('i.no', '<=', paidUpTo)
      .orderBy('i.no')
      .execute();
    for (const r of rows) {
      const c = await database.db.transaction().execute((trx) =>
        recordCollection(trx, {
          registryOid: r.registry_oid,
          collectionType: 4,
          channel: 'İNTERNET',
          lines: [{ accrualOid: r.accrual_oid, principalKurus: r.total_kurus, lateFeeKurus: 0 }],
        }),
      );
      // Paid on the due day; the receipt keeps the random verification code it was given.
      await database.db
        .updateTable('collection')
        .set({ collected_at: new Date(`${r.due_date}T10:00:00+03:00`) })
        .where('oid', '=', c.oid)
        .execute();
    }
  }
  const brokenPlan = plans[1]!.planOid;
  await database.db.transaction().execute((trx) =>
    endPlan(trx, brokenPlan, {
      status: 'BROKEN',
      reason: 'Ödenmeyen taksitler: 3, 4, 5 (ilk iki taksitten sonra yılda ikiden fazla taksit ödenmedi).',
      tell: false,
    }),
  );
  // What the clock wrote, set to the day it stands for, so the same seed gives the same rows.
  const appliedAt = new Date(`${appliedOn}T11:00:00+03:00`);
  await database.db.updateTable('restructuring_plan').set({ created_at: appliedAt, status_at: appliedAt }).execute();
  await database.db
    .updateTable('accrual')
    .set({ cancelled_at: appliedAt })
    .where('cancelled_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('oid', 'in', eb.selectFrom('restructuring_plan_debt').select('accrual_oid')),
        eb('oid', 'in', eb.selectFrom('restructuring_plan_installment').select('accrual_oid')),
      ]),
    )
    .execute();
  await database.db
    .updateTable('restructuring_campaign')
    .set({ status: 'CLOSED', closed_at: new Date(`${previousLaw.applicationDeadline}T18:00:00+03:00`) })
    .where('oid', '=', previous.CampaignOid)
    .execute();
  const water = await database.db.transaction().execute((trx) => createCampaign(trx, waterLaw, null));
  await database.db
    .updateTable('restructuring_campaign')
    .set({ status: 'CLOSED', closed_at: new Date(`${waterLaw.applicationDeadline}T18:00:00+03:00`) })
    .where('oid', '=', water.CampaignOid)
    .execute();
  await database.db.transaction().execute((trx) => createCampaign(trx, currentLaw, null));
  await database.db
    .updateTable('restructuring_campaign')
    .set({ opened_at: sql<Date>`(law_date + interval '3 days')::timestamptz` })
    .execute();
  await database.db
    .updateTable('restructuring_campaign_version')
    .set({ at: sql<Date>`(select opened_at from restructuring_campaign c where c.oid = campaign_oid)` })
    .execute();
}
