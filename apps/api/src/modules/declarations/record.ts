import { randomInt } from 'node:crypto';
import {
  type Calculation,
  clockNow,
  type DeclarationInput,
  type DeclarationKind,
  type DeclarationRecorded,
  type Declarer,
  declarationReceiptPath,
  declarationYear,
  declarerIdentity,
  EstateTypes,
  normalizeMobile,
  RegistryTypes,
  todayInIstanbul,
} from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { actorOf, type CallContext, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { carryFiles, claimFiles, filesOf } from '../files/index.js';
import { cancelAccruals, createAccruals, holderOf } from '../ledger/index.js';
import { DeclarationSms, notifyCitizen } from '../notifications/index.js';
import { registryByOid, sessionRegistry } from '../registries/index.js';
import { calculate } from './calculate.js';

export const RecordMessages = {
  declarerType: (expected: string) =>
    `Beyan eden: sicil türünüz "${expected}"; beyannameyi bu türün bilgileriyle verin.`,
  declarerIdentity: 'Beyan eden: kimlik numarası oturumdaki sicille uyuşmuyor.',
  duplicateParcel: (year: number) =>
    `Bu parseli ${year} yılı için zaten beyan ettiniz. Yeni beyanname yerine mevcut beyannamenizi düzeltin.`,
  notFound: 'Beyanname bulunamadı.',
  notAmendable:
    'Onaylanmış, geri çekilmiş veya yenisiyle değiştirilmiş bir beyanname düzeltilemez ya da geri çekilemez.',
  otherKind: 'Beyanname: düzeltme aynı türde olmalı.',
  paidWithdraw: 'Ödemesi yapılmış bir beyanname geri çekilemez; belediyeye başvurun.',
} as const;

const NUMBER_PREFIX: Record<DeclarationKind, string> = { ESTATE: 'EMLK', ECT: 'CTV', AD: 'ILN', ENTERTAINMENT: 'EGL' };
const REVENUE_NAME: Record<DeclarationKind, string> = {
  ESTATE: 'Emlak Vergisi',
  ECT: 'Çevre Temizlik Vergisi',
  AD: 'İlan ve Reklam Vergisi',
  ENTERTAINMENT: 'Eğlence Vergisi',
};
/** Active versions of a parcel: the partial unique index holds them to one per registry and year. */
export const ACTIVE = ['SUBMITTED', 'APPROVED', 'RETURNED'] as const;
export const OPEN_FOR_CHANGE = ['SUBMITTED', 'RETURNED'] as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code printed on the receipt that anyone can check: 12 characters, no 0/O or 1/I to mistake. */
export const newVerificationCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(32)]).join('');

/** The same parcel of the same registry in the same year: district, ada, parsel, estate type and inner door. */
export function parcelKey(d: DeclarationInput): string | null {
  if (d.kind !== 'ESTATE') return null;
  return [d.estateType, d.address.districtCode, d.titleDeed.ada, d.titleDeed.parsel, d.address.innerDoorOid ?? ''].join(
    ':',
  );
}

/** What is declared, in a few words (lists and the receipt). */
export function titleOf(d: DeclarationInput): string {
  switch (d.kind) {
    case 'ESTATE':
      return `${EstateTypes[d.estateType]} — Ada ${d.titleDeed.ada} Parsel ${d.titleDeed.parsel}`;
    case 'ECT':
      return d.workplaceName;
    case 'AD':
      return `${d.businessName} (${d.boards.length} reklam)`;
    case 'ENTERTAINMENT':
      return d.venueName;
  }
}

/** The declarer must be the session's registry, in its registry type's shape. */
async function checkDeclarer(ctx: CallContext, registryOid: number, declarer: Declarer) {
  const registry = await registryByOid(ctx.database, registryOid);
  if (!registry) throw notFound(RecordMessages.notFound);
  if (declarer.registryType !== registry.registry_type) {
    throw invalid(RecordMessages.declarerType(RegistryTypes[registry.registry_type]));
  }
  const id = declarerIdentity(declarer);
  if (registry.pid_no && id !== registry.pid_no) throw invalid(RecordMessages.declarerIdentity);
  return registry;
}

/** Land value of the registry's other active land declarations of the year: they used the exemption first. */
async function landExemptionUsed(database: Database, registryOid: number, d: DeclarationInput, except: number | null) {
  if (d.kind !== 'ESTATE' || d.estateType !== 3) return 0;
  const rows = await database.db
    .selectFrom('declaration')
    .select(['oid', 'computed'])
    .where('registry_oid', '=', registryOid)
    .where('year', '=', d.year)
    .where('kind', '=', 'ESTATE')
    .where('estate_type', '=', 3)
    .where('status', 'in', [...ACTIVE])
    .execute();
  return rows
    .filter((r) => r.oid !== except)
    .reduce((sum, r) => {
      const value = (r.computed as Calculation).Explanation.find((l) => l.Key === 'taxValue')?.AmountKurus ?? 0;
      return sum + value;
    }, 0);
}

type Old = { oid: number; number: string; version: number; kind: DeclarationKind };

/**
 * Locks a version of the registry that may still change: for the citizen one filed or returned (not approved);
 * the office, on an accepted objection, also changes an approved one. An earlier version never changes once a
 * later one follows it (the office's version for the next year leaves the earlier year's standing).
 */
export async function lockOpenVersion(
  trx: Transaction<DB>,
  registryOid: number,
  oid: number,
  open: readonly string[] = OPEN_FOR_CHANGE,
) {
  const row = await trx.selectFrom('declaration').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirst();
  if (!row || row.registry_oid !== registryOid) throw notFound(RecordMessages.notFound);
  if (!open.includes(row.status)) throw conflict(RecordMessages.notAmendable);
  const later = await trx
    .selectFrom('declaration')
    .select('oid')
    .where('number', '=', row.number)
    .where('version', '>', row.version)
    .executeTakeFirst();
  if (later) throw conflict(RecordMessages.notAmendable);
  return row;
}

export async function accrualsOfVersion(trx: Transaction<DB>, declarationOid: number) {
  return trx
    .selectFrom('declaration_accrual as da')
    .innerJoin('accrual as a', 'a.oid', 'da.accrual_oid')
    .select(['a.oid', 'a.installment_no', 'a.principal_kurus', 'a.paid_kurus', 'a.cancelled_at', 'a.corrects_oid'])
    .where('da.declaration_oid', '=', declarationOid)
    .orderBy('a.installment_no')
    .execute();
}

/**
 * Files a declaration (or a new version of one) in one transaction: the row with the server's calculation, its
 * accruals through the ledger, the uploads attached. An amendment replaces the old version's accruals not yet
 * paid; an installment already paid (or being paid) stays, and the new version accrues only what it adds to it.
 */
export async function recordDeclaration(
  ctx: CallContext,
  input: { declarer: Declarer; declaration: DeclarationInput; fileIds: string[]; replacesOid?: number },
): Promise<DeclarationRecorded> {
  const memberOid = memberOf(ctx);
  const registryOid = await sessionRegistry(ctx);
  const registry = await checkDeclarer(ctx, registryOid, input.declarer);
  const declarer = { ...input.declarer, gsmNumber: normalizeMobile(input.declarer.gsmNumber) };
  const d = input.declaration;
  const calc = await calculateVersion(ctx.database, registryOid, d, todayInIstanbul(), input.replacesOid ?? null);
  const saved = await ctx.database.db.transaction().execute(async (trx) => {
    const v = await writeVersion(trx, {
      registryOid,
      memberOid,
      actedByMemberOid: actorOf(ctx),
      declarer,
      declaration: d,
      calc,
      replacesOid: input.replacesOid,
      files: { keep: input.fileIds, principal: ctx.principal, request: ctx.request },
    });
    await notifyCitizen(trx, {
      registryOid,
      gsmNumber: declarer.gsmNumber,
      email: input.declarer.email ?? registry.email,
      text: DeclarationSms.received(v.number, calc.AnnualKurus, v.verificationCode),
      messageCode: 7010,
    });
    return v;
  });
  return {
    Oid: saved.oid,
    Number: saved.number,
    Version: saved.version,
    Status: 'SUBMITTED',
    Calculation: calc,
    AccrualOids: saved.accrualOids,
    VerificationCode: saved.verificationCode,
    ReceiptUrl: declarationReceiptPath(saved.oid),
  };
}

/** The server's calculation of a version on `filedOn`: the registry's other land used the exemption first. */
export async function calculateVersion(
  database: Database,
  registryOid: number,
  d: DeclarationInput,
  filedOn: string,
  replacesOid: number | null,
) {
  return calculate(database, d, {
    filedOn,
    landExemptionUsedKurus: await landExemptionUsed(database, registryOid, d, replacesOid),
  });
}

/** Who makes a version besides the citizen: the office, on an accepted objection case. */
export interface OfficeMark {
  objectionOid: number;
  staffOid: number;
  /** A later year's version leaves the earlier year's standing; the same year's replaces it. */
  replaces: boolean;
}

/**
 * Writes a version in the caller's transaction: the one path of every amendment, the citizen's and the office's.
 * With `replacesOid` the old version is locked; a version of the same year replaces it (its accruals nobody paid
 * are cancelled and accrued again, what stays paid is not accrued twice), a version the office makes for the next
 * year follows it and leaves it standing for its own year. Files: the citizen names the old version's files it
 * keeps and its new uploads; the office carries them all.
 */
export async function writeVersion(
  trx: Transaction<DB>,
  v: {
    registryOid: number;
    memberOid: number | null;
    /** The grantee who filed for the owner, when the call was made under a grant. */
    actedByMemberOid?: number | null;
    declarer: Declarer;
    declaration: DeclarationInput;
    calc: Calculation;
    replacesOid?: number;
    office?: OfficeMark;
    /** The citizen's kept and new files, or all of the old version's (the office). */
    files: { keep: readonly string[]; principal: CallContext['principal']; request: CallContext['request'] } | 'all';
  },
) {
  const { registryOid, declaration: d } = v;
  const year = declarationYear(d);
  const key = parcelKey(d);
  let old: Old | null = null;
  let keep = new Map<number, number>();
  let stays: number[] = [];
  if (v.replacesOid !== undefined) {
    const row = await lockOpenVersion(trx, registryOid, v.replacesOid, v.office ? ACTIVE : OPEN_FOR_CHANGE);
    if (row.kind !== d.kind) throw invalid(RecordMessages.otherKind);
    old = { oid: row.oid, number: row.number, version: row.version, kind: row.kind };
    if (!v.office || v.office.replaces) {
      ({ keep, stays } = await replaceAccruals(trx, row.oid));
      await trx
        .updateTable('declaration')
        .set({ status: 'REPLACED', updated_at: new Date() })
        .where('oid', '=', row.oid)
        .execute();
    }
  }
  if (key) {
    const twin = await trx
      .selectFrom('declaration')
      .select('oid')
      .where('registry_oid', '=', registryOid)
      .where('year', '=', year)
      .where('parcel_key', '=', key)
      .where('status', 'in', [...ACTIVE])
      .executeTakeFirst();
    if (twin) throw conflict(RecordMessages.duplicateParcel(year));
  }
  const stored = await storeVersion(trx, {
    registryOid,
    memberOid: v.memberOid,
    actedByMemberOid: v.actedByMemberOid,
    declarer: v.declarer,
    declaration: d,
    calc: v.calc,
    previous: old && { ...old, keep, stays },
    // The office's version is its own act: nothing waits for review.
    ...(v.office ? { status: 'APPROVED' as const, office: v.office } : {}),
  });
  const { files } = v;
  const fileIds =
    files !== 'all'
      ? [...files.keep]
      : old
        ? (await filesOf(trx, { kind: 'declaration', oid: old.oid })).map((f) => f.FileId)
        : [];
  // An amendment names the earlier version's files it keeps (the form lists them; the citizen may remove one):
  // those are carried over, the rest are new uploads.
  const carried = old
    ? await carryFiles(trx, {
        fileIds,
        from: { kind: 'declaration', oid: old.oid },
        to: { kind: 'declaration', oid: stored.oid },
      })
    : new Set<string>();
  const uploads = fileIds.filter((id) => !carried.has(id));
  if (uploads.length && files !== 'all') {
    await claimFiles(trx, {
      fileIds: uploads,
      principal: files.principal,
      request: files.request,
      attachTo: { kind: 'declaration', oid: stored.oid },
    });
  }
  return { ...stored, version: (old?.version ?? 0) + 1 };
}

/** A version as it is stored: the row with the calculation, and its accruals (less what an old version keeps). */
export async function storeVersion(
  trx: Transaction<DB>,
  v: {
    registryOid: number;
    memberOid: number | null;
    actedByMemberOid?: number | null;
    declarer: Declarer;
    declaration: DeclarationInput;
    calc: Calculation;
    previous?: (Old & { keep: Map<number, number>; stays: number[] }) | null;
    status?: 'SUBMITTED' | 'APPROVED' | 'RETURNED';
    filedAt?: Date;
    returnReason?: string;
    /** A given code (the demo data's, repeatable); otherwise a random one. */
    verificationCode?: string;
    /** The office's version on an objection case: the case and the clerk, reviewed by that act. */
    office?: OfficeMark;
  },
) {
  const { registryOid, memberOid, calc } = v;
  const d = v.declaration;
  const old = v.previous ?? null;
  const keep = old?.keep ?? new Map<number, number>();
  const stays = old?.stays ?? [];
  const year = declarationYear(d);
  const key = parcelKey(d);
  const number =
    old?.number ??
    `${NUMBER_PREFIX[d.kind]}-${year}-${String(
      (await sql<{ n: string }>`select nextval('declaration_number_seq') as n`.execute(trx)).rows[0].n,
    ).padStart(6, '0')}`;
  const verificationCode = v.verificationCode ?? newVerificationCode();
  const inserted = await trx
    .insertInto('declaration')
    .values({
      number,
      version: (old?.version ?? 0) + 1,
      replaces_oid: old?.oid ?? null,
      registry_oid: registryOid,
      member_oid: memberOid,
      acted_by_member_oid: v.actedByMemberOid ?? null,
      kind: d.kind,
      estate_type: d.kind === 'ESTATE' ? d.estateType : null,
      year,
      parcel_key: key,
      title: titleOf(d),
      declarer: JSON.stringify(v.declarer),
      payload: JSON.stringify(d),
      computed: JSON.stringify(calc),
      total_kurus: calc.AnnualKurus,
      verification_code: verificationCode,
      status: v.status ?? 'SUBMITTED',
      return_reason: v.returnReason ?? null,
      ...(v.office
        ? {
            objection_oid: v.office.objectionOid,
            amended_by: v.office.staffOid,
            reviewed_by: v.office.staffOid,
            reviewed_at: clockNow(),
          }
        : {}),
      // The filing instant comes from the same clock as the filing day, not the database's.
      ...(v.filedAt ? { filed_at: v.filedAt, updated_at: v.filedAt } : { filed_at: clockNow() }),
    })
    .returning('oid')
    .executeTakeFirstOrThrow()
    .catch((e: { code?: string; constraint?: string }) => {
      if (e.code === '23505' && String(e.constraint ?? '').includes('parcel')) {
        throw conflict(RecordMessages.duplicateParcel(year));
      }
      throw e;
    });
  const revenue = REVENUE_NAME[d.kind] + (d.kind === 'ESTATE' ? ` (${EstateTypes[d.estateType]})` : '');
  const items = calc.Installments.map((i) => ({
    installment: i,
    kurus: i.Kurus - (keep.get(i.No) ?? 0),
  })).filter((x) => x.kurus > 0);
  const accrualOids = await createAccruals(
    trx,
    items.map(({ installment: i, kurus }) => ({
      registryOid,
      revenueCode: calc.RevenueCode,
      year,
      installmentNo: i.No,
      dueDate: i.DueDate,
      principalKurus: kurus,
      source: 'BEYAN',
      description: `${revenue} ${year} ${i.No}. taksit - ${number}`,
    })),
  );
  // What stays of the old version still belongs to the declaration: the new version lists it beside its own.
  const linked = [...stays, ...accrualOids];
  if (linked.length) {
    await trx
      .insertInto('declaration_accrual')
      .values(linked.map((a) => ({ declaration_oid: inserted.oid, accrual_oid: a })))
      .execute();
  }
  return { oid: inserted.oid, number, verificationCode, accrualOids };
}

/**
 * Cancels the old version's accruals that nobody has paid or is paying; returns, by installment, what stays
 * (paid in part or in full, held by a payment in progress, or set by an objection's decision, whose amount the
 * decision and its verifiable PDF name), which the new version does not accrue again.
 */
async function replaceAccruals(trx: Transaction<DB>, declarationOid: number) {
  const rows = (await accrualsOfVersion(trx, declarationOid)).filter((r) => r.cancelled_at === null);
  const held = new Set(
    (
      await holderOf(
        trx,
        rows.map((r) => r.oid),
      )
    ).map((h) => h.accrualOid),
  );
  const stays = rows.filter((r) => r.paid_kurus > 0 || held.has(r.oid) || r.corrects_oid !== null);
  const goes = rows.filter((r) => !stays.includes(r));
  await cancelAccruals(
    trx,
    goes.map((r) => r.oid),
    'Beyanname düzeltildi',
  );
  const keep = new Map<number, number>();
  for (const r of stays) keep.set(r.installment_no, (keep.get(r.installment_no) ?? 0) + Number(r.principal_kurus));
  return { keep, stays: stays.map((r) => r.oid) };
}

/** Withdraws a version before approval: its unpaid accruals are cancelled; one paid already forbids it. */
export async function withdrawDeclaration(ctx: CallContext, oid: number, reason: string | undefined) {
  const registryOid = await sessionRegistry(ctx);
  await ctx.database.db.transaction().execute(async (trx) => {
    await lockOpenVersion(trx, registryOid, oid);
    const rows = (await accrualsOfVersion(trx, oid)).filter((r) => r.cancelled_at === null);
    if (rows.some((r) => r.paid_kurus > 0)) throw conflict(RecordMessages.paidWithdraw);
    await cancelAccruals(
      trx,
      rows.map((r) => r.oid),
      'Beyanname geri çekildi',
    );
    await trx
      .updateTable('declaration')
      .set({ status: 'WITHDRAWN', withdraw_reason: reason ?? null, reviewed_at: null, updated_at: new Date() })
      .where('oid', '=', oid)
      .execute();
  });
}
