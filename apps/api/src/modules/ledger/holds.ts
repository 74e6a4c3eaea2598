import { ErrorCodes } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { AppError, conflict } from '../../http/errors.js';

/** Who may hold a debt: while held, no other owner can pay, restructure or net it. */
export type HolderKind = DB['accrual_hold']['holder_kind'];
export interface Holder {
  kind: HolderKind;
  oid: number;
}

/**
 * What holds a debt and how it is freed, said to its owner about one debt (a list that shows it held) …
 * The payment at the bank settles within the order's lifetime (payments.orderTtlMinutes, 10 by default).
 */
export const HeldReasons: Record<HolderKind, string> = {
  PAYMENT_ORDER:
    'Bu borç için bankada süren bir ödeme var; 10 dakika içinde sonuçlanır ya da Borç Sorgulama sayfasından ' +
    'iptal edebilirsiniz.',
  RESTRUCTURING_PLAN: 'Bu borç yapılandırma planındadır; planın taksitlerinden ödeyiniz.',
  DEPOSIT_NETTING: 'Bu borç güvence bedeli mahsubunda işlemdedir; mahsup sonuçlanınca listeye döner.',
  BANK_COLLECTION: 'Bu borç şu anda anlaşmalı bankada tahsil ediliyor; birkaç dakika sonra yeniden deneyiniz.',
  OBJECTION: 'Bu borç itiraz kararıyla düzeltildi; düzeltilmiş tutar borç listenizdedir.',
};

/** … and about a selection that holds one such debt (a refused payment, plan or collection). */
export const HoldMessages: Record<HolderKind, string> = {
  PAYMENT_ORDER:
    'Seçtiğiniz borçlardan biri için bankada süren bir ödeme var; 10 dakika içinde sonuçlanır ya da Borç ' +
    'Sorgulama sayfasından iptal edebilirsiniz.',
  RESTRUCTURING_PLAN: 'Seçtiğiniz borçlardan biri yapılandırma planındadır; bu borcu planın taksitlerinden ödeyiniz.',
  DEPOSIT_NETTING:
    'Seçtiğiniz borçlardan biri güvence bedeli mahsubunda işlemdedir; mahsup sonuçlanınca yeniden seçebilirsiniz.',
  BANK_COLLECTION:
    'Seçtiğiniz borçlardan biri şu anda anlaşmalı bankada tahsil ediliyor. Lütfen biraz sonra tekrar deneyiniz.',
  OBJECTION:
    'Seçtiğiniz borçlardan biri itiraz kararıyla düzeltildi. Lütfen borç listenizi yenileyip düzeltilmiş tutarı seçiniz.',
};

const BUSY = 'Seçtiğiniz borçlardan biri şu anda başka bir işlemde. Lütfen biraz sonra tekrar deneyiniz.';

/** The debt is held by someone else; `holder` says by whom, so the caller can explain or step aside. */
export class HoldConflict extends AppError {
  constructor(
    readonly accrualOid: number,
    readonly holder: Holder,
  ) {
    super(409, ErrorCodes.conflict, HoldMessages[holder.kind]);
  }
}

type Reader = Database['db'] | Transaction<DB>;

/** The live holds on these debts, one per debt at most (the partial unique index sees to that). */
export async function holderOf(db: Reader, accrualOids: readonly number[]) {
  if (accrualOids.length === 0) return [];
  const rows = await db
    .selectFrom('accrual_hold')
    .select(['accrual_oid', 'holder_kind', 'holder_oid', 'held_at'])
    .where('accrual_oid', 'in', [...accrualOids])
    .where('released_at', 'is', null)
    .orderBy('accrual_oid')
    .execute();
  return rows.map((r) => ({
    accrualOid: r.accrual_oid,
    holder: { kind: r.holder_kind, oid: r.holder_oid },
    heldAt: r.held_at,
  }));
}

/**
 * The first of these debts that is the owner's own and held (a plan's debts are held after they are cancelled),
 * so a refusal can say what holds it; another owner's debt is never named.
 */
export async function ownHeldDebt(
  db: Reader,
  owner: { registryOid: number; meters: ReadonlyMap<number, string> },
  accrualOids: readonly number[],
): Promise<{ accrualOid: number; holder: Holder } | undefined> {
  if (accrualOids.length === 0) return undefined;
  const meterOids = [...owner.meters.keys()];
  const row = await db
    .selectFrom('accrual_hold as h')
    .innerJoin('accrual as a', 'a.oid', 'h.accrual_oid')
    .select(['h.accrual_oid', 'h.holder_kind', 'h.holder_oid'])
    .where('h.accrual_oid', 'in', [...accrualOids])
    .where('h.released_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('a.registry_oid', '=', owner.registryOid), eb('a.subscription_oid', 'is', null)]),
        ...(meterOids.length ? [eb('a.subscription_oid', 'in', meterOids)] : []),
      ]),
    )
    .orderBy('h.accrual_oid')
    .executeTakeFirst();
  return row && { accrualOid: row.accrual_oid, holder: { kind: row.holder_kind, oid: row.holder_oid } };
}

const same = (a: Holder, b: Holder) => a.kind === b.kind && a.oid === b.oid;

/**
 * Holds the debts for `holder` inside the caller's transaction, all or none. A debt already held by another
 * owner throws HoldConflict; the caller's transaction then rolls back whatever it did. A concurrent hold on the
 * same debt waits for the other transaction and loses if that one commits — decided by the unique index, not by
 * a read beforehand. Holding again what the holder already holds is a no-op.
 */
export async function hold(trx: Transaction<DB>, holder: Holder, accrualOids: readonly number[]): Promise<void> {
  let missing = [...new Set(accrualOids)];
  // The debts are locked before their holds are written, in one order, as a plan or a collection locks them: a
  // hold row written first would make its foreign-key check wait on a plan that waits on that row's unique key.
  if (missing.length === 0) return;
  await trx.selectFrom('accrual').select('oid').where('oid', 'in', missing).orderBy('oid').forKeyShare().execute();
  // A hold released between our insert and our read leaves its debt free: one more round takes it.
  for (let round = 0; missing.length > 0 && round < 3; round++) {
    const inserted = await trx
      .insertInto('accrual_hold')
      .values(missing.map((accrual_oid) => ({ accrual_oid, holder_kind: holder.kind, holder_oid: holder.oid })))
      // The conflict target names the partial index, so only a live hold counts as taken.
      .onConflict((oc) => oc.column('accrual_oid').where('released_at', 'is', null).doNothing())
      .returning('accrual_oid')
      .execute();
    const got = new Set(inserted.map((r) => r.accrual_oid));
    const current = await holderOf(
      trx,
      missing.filter((oid) => !got.has(oid)),
    );
    const other = current.find((h) => !same(h.holder, holder));
    if (other) throw new HoldConflict(other.accrualOid, other.holder);
    for (const h of current) got.add(h.accrualOid);
    missing = missing.filter((oid) => !got.has(oid));
  }
  if (missing.length > 0) throw conflict(BUSY);
}

/** Gives up every live hold of `holder` (the order settled, the plan ended): the debts are free again. */
export async function release(trx: Transaction<DB>, holder: Holder): Promise<void> {
  await trx
    .updateTable('accrual_hold')
    .set({ released_at: sql<Date>`now()` })
    .where('holder_kind', '=', holder.kind)
    .where('holder_oid', '=', holder.oid)
    .where('released_at', 'is', null)
    .execute();
}
