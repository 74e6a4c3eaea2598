import { createHash } from 'node:crypto';
import {
  type BankReceipt,
  checkOldestFirst,
  type Debt,
  ErrorCodes,
  formatKurus,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import {
  HoldConflict,
  type Holder,
  HoldMessages,
  hold,
  holderOf,
  recordCollection,
  release,
  remainingOf,
  reverseCollection,
} from '../ledger/index.js';
import { type Bank, type PayerKey, payerDebts } from './payer.js';
import { BANK_CHANNEL, BANK_COLLECTION_TYPE, type BankCollectionRow, receiptOf } from './receipts.js';

export const CollectMessages = {
  reused:
    'Bu banka referansı daha önce başka bilgilerle (borçlar, tutar, tarih veya şube) kullanılmış. ' +
    'Yeni bir tahsilat için yeni bir referans gönderiniz.',
  notOpen:
    'Gönderilen borçlardan biri bu mükellefin açık borçları arasında değil (ödenmiş, iptal edilmiş veya başkasına ait). ' +
    'Borçları yeniden sorgulayınız.',
  amount: (ours: number) =>
    `Gönderilen tutar borçların tahsilat günündeki toplamıyla aynı değil; doğru tutar ${formatKurus(ours)} TL'dir.`,
  oldestFirst: (name: string) =>
    `${name} borçlarında önce vadesi en eski olanlar ödenir; aradaki eski borçları da tahsilata ekleyiniz.`,
  future: 'Tahsilat zamanı ileri bir tarih olamaz.',
  tooOld: 'Tahsilat en geç ertesi gün bildirilebilir; daha eski tahsilatlar için belediyeye başvurunuz.',
  unknown: 'Bu banka referansıyla bir tahsilat bulunamadı.',
  refunded: 'Bu tahsilat için belediyede iade talebi açılmış; storno yapılamaz.',
  stornoClosed:
    'Tahsilat yalnızca yapıldığı gün (İstanbul saatiyle) iptal edilebilir. ' +
    'Önceki günlerin tahsilatları için belediyeden iade talep ediniz.',
} as const;

/** A debt someone else holds: the ledger's words for who, and a code the bank's system acts on. */
const heldRefusal = (kind: Holder['kind']) => conflict(HoldMessages[kind], ErrorCodes.debtHeld);

export interface CollectInput extends PayerKey {
  bankReference: string;
  accrualOids: number[];
  totalKurus: number;
  collectedAt?: string;
  branchCode?: string;
}

/**
 * What the reference was first used for: the same reference with the same body is a repeat, with anything else
 * a mistake the bank must see. The order of the debts does not matter.
 */
function requestHash(input: CollectInput, at: Date | null): string {
  const canonical = {
    payer: input.pidNo ?? null,
    subscriber: input.subscriberNo ?? null,
    accruals: [...new Set(input.accrualOids)].sort((a, b) => a - b),
    total: input.totalKurus,
    at: at?.toISOString() ?? null,
    branch: input.branchCode || null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** PostgreSQL's foreign_key_violation: something still points at the receipt. */
const FOREIGN_KEY_VIOLATION = '23503';
const DAY_MS = 86_400_000;
/** A clock a few minutes ahead at the bank is not a collection from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** When the payer paid: the bank's time if it sends one (today or yesterday, Istanbul days), else now. */
function collectionTime(collectedAt: string | undefined, now: Date): Date | null {
  if (!collectedAt) return null;
  const at = new Date(collectedAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalid(CollectMessages.future);
  if (todayInIstanbul(at) < todayInIstanbul(new Date(now.getTime() - DAY_MS))) throw invalid(CollectMessages.tooOld);
  return at;
}

const findByReference = (db: Database['db'] | Transaction<DB>, channelOid: number, reference: string) =>
  db
    .selectFrom('bank_collection')
    .selectAll()
    .where('channel_oid', '=', channelOid)
    .where('bank_reference', '=', reference)
    .executeTakeFirst();

/** A reference seen before answers its first receipt, or a 409 when the body is not the same. */
function repeat(row: BankCollectionRow, hash: string): BankReceipt {
  if (row.request_hash !== hash) throw conflict(CollectMessages.reused, ErrorCodes.bankReferenceReused);
  return receiptOf(row);
}

/** The chosen debts priced as of the collection day and checked against every rule a payment obeys. */
function price(open: readonly Debt[], input: CollectInput, settings: Settings): Debt[] {
  const chosen = new Set(input.accrualOids);
  const selected = open.filter((d) => chosen.has(d.AccrualOid));
  if (selected.length !== chosen.size) throw conflict(CollectMessages.notOpen, ErrorCodes.debtNotOpen);
  const skipped = settings.payments.oldestFirst ? checkOldestFirst(open, chosen) : null;
  if (skipped) throw conflict(CollectMessages.oldestFirst(skipped.RevenueName), ErrorCodes.oldestFirst);
  const total = selected.reduce((s, d) => s + d.TotalKurus, 0);
  if (total !== input.totalKurus) throw conflict(CollectMessages.amount(total), ErrorCodes.amountMismatch);
  return selected;
}

/**
 * One collection per bank reference, whatever the bank repeats, concurrently or later. The reference is claimed
 * by a unique insert in the same transaction that records the money, so a concurrent twin waits on the index and
 * then answers the receipt the first one wrote; a failure anywhere rolls back the claim with everything else.
 */
export async function collect(
  database: Database,
  settings: Settings,
  bank: Bank,
  input: CollectInput,
  now: Date = new Date(),
): Promise<BankReceipt> {
  const at = collectionTime(input.collectedAt, now);
  const hash = requestHash(input, at);
  const seen = await findByReference(database.db, bank.channelOid, input.bankReference);
  if (seen) return repeat(seen, hash);

  let payer: Awaited<ReturnType<typeof payerDebts>>;
  let selected: Debt[];
  try {
    payer = await payerDebts(database, input, todayInIstanbul(at ?? now));
    selected = price(payer.debts, input, settings);
    const held = (
      await holderOf(
        database.db,
        selected.map((d) => d.AccrualOid),
      )
    )[0];
    if (held) throw heldRefusal(held.holder.kind);
  } catch (e) {
    // A twin of this request may have committed since we looked: the debts it paid are its receipt, ours too.
    const twin = await findByReference(database.db, bank.channelOid, input.bankReference);
    if (twin) return repeat(twin, hash);
    throw e;
  }
  const oids = selected.map((d) => d.AccrualOid);

  return database.db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('bank_collection')
      .values({
        channel_oid: bank.channelOid,
        bank_reference: input.bankReference,
        request_hash: hash,
        bank_name: bank.name,
        branch_code: input.branchCode || null,
        registry_oid: payer.registryOid,
        total_kurus: input.totalKurus,
        bank_collected_at: at,
      })
      .onConflict((oc) => oc.columns(['channel_oid', 'bank_reference']).doNothing())
      .returning('oid')
      .executeTakeFirst();
    if (!claim) {
      // A twin claimed the reference first and has committed: its receipt is ours.
      const twin = await findByReference(trx, bank.channelOid, input.bankReference);
      if (!twin) throw conflict(CollectMessages.reused, ErrorCodes.bankReferenceReused);
      return repeat(twin, hash);
    }
    const holder: Holder = { kind: 'BANK_COLLECTION', oid: claim.oid };
    try {
      await hold(trx, holder, oids);
    } catch (e) {
      if (e instanceof HoldConflict) throw heldRefusal(e.holder.kind);
      throw e;
    }
    // Priced before the hold: a payment that landed in between leaves less to collect than the bank was told.
    const remaining = await remainingOf(trx, oids);
    if (selected.some((d) => remaining.get(d.AccrualOid) !== d.PrincipalKurus)) {
      throw conflict(CollectMessages.notOpen, ErrorCodes.debtNotOpen);
    }
    const lines = selected.map((d) => ({
      accrualOid: d.AccrualOid,
      principalKurus: d.PrincipalKurus,
      lateFeeKurus: d.LateFeeKurus,
    }));
    const recorded = await recordCollection(trx, {
      registryOid: payer.registryOid,
      collectionType: BANK_COLLECTION_TYPE,
      channel: BANK_CHANNEL,
      lines,
    });
    await release(trx, holder);
    const row = await trx
      .updateTable('bank_collection')
      .set({
        collection_oid: recorded.oid,
        receipt_no: recorded.receiptNo,
        verification_code: recorded.verificationCode,
        lines: JSON.stringify(
          lines.map((l) => ({
            AccrualOid: l.accrualOid,
            PrincipalKurus: l.principalKurus,
            LateFeeKurus: l.lateFeeKurus,
          })),
        ),
        collected_at: now,
      })
      .where('oid', '=', claim.oid)
      .returningAll()
      .executeTakeFirstOrThrow();
    return receiptOf(row);
  });
}

/**
 * Storno: the bank takes back a collection of today (Istanbul day) by its reference. The debts owe again, the
 * bank's record stays with its status CANCELLED; asking again answers the same cancelled receipt.
 */
export async function cancelCollection(
  database: Database,
  bank: Bank,
  bankReference: string,
  now: Date = new Date(),
): Promise<BankReceipt> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bank_collection')
      .selectAll()
      .where('channel_oid', '=', bank.channelOid)
      .where('bank_reference', '=', bankReference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CollectMessages.unknown);
    if (row.status === 'CANCELLED') return receiptOf(row);
    if (todayInIstanbul(new Date(row.collected_at)) !== todayInIstanbul(now)) {
      throw conflict(CollectMessages.stornoClosed, ErrorCodes.stornoClosed);
    }
    if (row.collection_oid !== null) {
      // A refund asked for against the receipt keeps it: the money cannot go back twice.
      await reverseCollection(trx, row.collection_oid).catch((e: { code?: string }) => {
        throw e.code === FOREIGN_KEY_VIOLATION ? conflict(CollectMessages.refunded, ErrorCodes.stornoClosed) : e;
      });
    }
    const cancelled = await trx
      .updateTable('bank_collection')
      .set({ status: 'CANCELLED', cancelled_at: now })
      .where('oid', '=', row.oid)
      .returningAll()
      .executeTakeFirstOrThrow();
    return receiptOf(cancelled);
  });
}
