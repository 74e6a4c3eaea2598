import { addMonths } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../modules/auth/index.js';
import { recordCollection } from '../../modules/ledger/index.js';
import { type CampaignDraft, createCampaign, endPlan, savePlan, simulate } from '../../modules/restructuring/index.js';
import type { Database } from '../index.js';
import { DEMO_PASSWORD, testMemberPid } from './members.js';

/**
 * Restructuring demo: the previous law's campaign (closed) and an open one modelled on the latest law of the
 * reference (7440: debts due by the end of the last year), with 7326's options and coefficients since 7440's
 * are not in the reference. Three members of their own: one with eligible old debts (the browser test applies
 * with them), one whose plan under the previous law runs with every installment paid so far, one whose plan broke.
 */
export const RESTRUCTURING_MEMBERS = { applicant: 21, running: 22, broken: 23 } as const;

/** The last day of the month `iso` falls in. */
const lastDayOf = (iso: string) => {
  const firstOfNext = addMonths(`${iso.slice(0, 7)}-01`, 1);
  return new Date(Date.parse(`${firstOfNext}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
};

const TERMS = [
  'Başvurunuzla seçtiğiniz borçların gecikme zammı silinir; yerine kanunda yazılı Yİ-ÜFE aylık değişim oranlarıyla ' +
    'hesaplanan tutar ödenir.',
  'Taksitler seçtiğiniz plana göre iki ayda bir ödenir. İlk iki taksitin vadesinde ödenmesi şarttır; sonrasında bir ' +
    'takvim yılında en çok iki taksit geç ödenebilir. Geç kalan taksitler son taksitin vadesini izleyen ayın sonuna ' +
    'kadar gecikme zammıyla ödenmelidir. Aksi halde plan bozulur, ödenen tutarlar asıl borca mahsup edilir ve kalan ' +
    'borç gecikme zammıyla birlikte yeniden istenir.',
  'Başvuru, yapılandırılan borçlar için dava açma hakkından vazgeçme ve açılmış davalardan feragat anlamına gelir.',
].join('\n\n');

const options = [
  { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
  { installments: 2, coefficientBp: 10000, indexDiscountBp: 5000 },
  { installments: 6, coefficientBp: 10450, indexDiscountBp: 0 },
  { installments: 9, coefficientBp: 10830, indexDiscountBp: 0 },
  { installments: 12, coefficientBp: 11050, indexDiscountBp: 0 },
  { installments: 18, coefficientBp: 11500, indexDiscountBp: 0 },
];

/** A law `monthsAgo` months before today, open for three months, debts due up to two months before it. */
function law(today: string, monthsAgo: number, lawNo: string, title: string): CampaignDraft {
  const lawDate = `${addMonths(today, -monthsAgo).slice(0, 7)}-12`;
  const deadline = lastDayOf(addMonths(lawDate, 3));
  return {
    lawNo,
    title,
    lawDate,
    cutOffDate: lastDayOf(addMonths(lawDate, -3)),
    applicationDeadline: deadline,
    firstDueDate: lastDayOf(addMonths(deadline, 1)),
    intervalMonths: 2,
    fallbackMonthlyBp: 35,
    indexMonths: [],
    options,
    toleratedMissesPerYear: 2,
    terms: TERMS,
  };
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
  const previousLaw = law(opts.today, 26, '7326', '7326 sayılı Kanun ile belediye alacaklarının yapılandırılması');
  const currentLaw = law(opts.today, 1, '7440', '7440 sayılı Kanun örneğinde belediye alacaklarının yapılandırılması');
  currentLaw.cutOffDate = `${Number(opts.today.slice(0, 4)) - 1}-12-31`;

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
        and cancelled_at is null and due_date <= ${previousLaw.cutOffDate} order by due_date, oid limit 6`.execute(
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
