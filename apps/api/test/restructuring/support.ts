import { addMonths, todayInIstanbul } from '@e-belediye/contracts';
import type { Database } from '../../src/db/index.js';
import { REVENUE_TYPES } from '../../src/modules/demo/revenue.js';
import { createCampaign } from '../../src/modules/restructuring/index.js';

export const today = todayInIstanbul();

/** `n` days after an ISO day. */
export const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every revenue kind a campaign may cover: all but a plan's installments and deposits. */
export const coverableCodes = REVENUE_TYPES.filter((r) => r.code !== 90 && !('kind' in r && r.kind === 3)).map(
  (r) => r.code as number,
);

/**
 * A law of two months ago covering debts due by the end of last year, open for applications two more months,
 * with 7326's options: cash (90 % of the index amount waived), two installments (50 %), 6, 12 and 18 bi-monthly.
 */
export const lawDraft = () => {
  const deadline = addMonths(today, 2);
  const lawDate = addMonths(today, -2);
  return {
    lawNo: '7326',
    lawTitle: 'Bazı Alacakların Yeniden Yapılandırılmasına ve Bazı Kanunlarda Değişiklik Yapılmasına Dair Kanun',
    title: 'Deneme yapılandırma kampanyası',
    lawDate,
    cutOffDate: `${Number(today.slice(0, 4)) - 1}-12-31` < lawDate ? `${Number(today.slice(0, 4)) - 1}-12-31` : lawDate,
    revenueCodes: coverableCodes,
    applicationStart: lawDate,
    applicationDeadline: deadline,
    firstDueDate: addMonths(deadline, 1),
    intervalMonths: 2 as 1 | 2,
    coefficientsFromLaw: true,
    fallbackMonthlyBp: 35,
    indexMonths: [{ month: `${Number(today.slice(0, 4)) - 1}-06`, changeBp: 124 }],
    options: [
      { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
      { installments: 2, coefficientBp: 10000, indexDiscountBp: 5000 },
      { installments: 6, coefficientBp: 10450, indexDiscountBp: 0 },
      { installments: 12, coefficientBp: 11050, indexDiscountBp: 0 },
      { installments: 18, coefficientBp: 11500, indexDiscountBp: 0 },
    ],
    toleratedMissesPerYear: 2,
    terms:
      'Başvuru, yapılandırılan borçlar için dava açma hakkından vazgeçme anlamına gelir. Taksitler ödenmezse plan bozulur.',
  };
};

/** Closes whatever the seed left open and opens the test's own campaign (by default `lawDraft()`). */
export async function openTestCampaign(database: Database, draft: ReturnType<typeof lawDraft> = lawDraft()) {
  await database.db
    .updateTable('restructuring_campaign')
    .set({ status: 'CLOSED', closed_at: new Date() })
    .where('status', '=', 'OPEN')
    .execute();
  return database.db.transaction().execute((trx) => createCampaign(trx, draft, null));
}

/** Old debts of a registry's own, off any meter, with a late fee: one per vade given (property tax unless told). */
export async function oldDebts(
  database: Database,
  registryOid: number,
  dues: string[],
  principalKurus = 50_000,
  revenueCode = 1,
) {
  const rows = await database.db
    .insertInto('accrual')
    .values(
      dues.map((due, i) => ({
        registry_oid: registryOid,
        revenue_code: revenueCode,
        year: Number(due.slice(0, 4)),
        installment_no: 1 + (i % 2),
        due_date: due,
        principal_kurus: principalKurus + i,
        source: 'TAHAKKUK',
        description: `${revenueCode === 1 ? 'Emlak vergisi' : 'Su tüketim bedeli'} ${due.slice(0, 4)} (deneme ${i + 1})`,
      })),
    )
    .returning('oid')
    .execute();
  return rows.map((r) => r.oid);
}

export const registryOfPid = async (database: Database, pidNo: string) =>
  (await database.db.selectFrom('member').select('registry_oid').where('pid_no', '=', pidNo).executeTakeFirstOrThrow())
    .registry_oid;
