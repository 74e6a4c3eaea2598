import {
  type Declarer,
  type EstateDeclarationInput,
  istanbulDateOf,
  istanbulToday,
  ObjectionMessages,
} from '@e-belediye/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, invalid } from '../../http/errors.js';
import { ACTIVE, calculateVersion, writeVersion } from './record.js';
import { ratesOf } from './tables.js';

/**
 * The office's side of a declaration under an objection (ADR 0049): which declaration a case's debt came from,
 * the corrected accrual kept with it, and the version the clerk makes on an accepted case through the citizen's
 * amendment path (record.ts `writeVersion`), never a second one.
 */

/** The newest version of the declaration an accrual was accrued from, or null for an accrual of another source. */
export async function declarationOfCase(db: Kysely<DB>, accrualOid: number) {
  const link = await db
    .selectFrom('declaration_accrual')
    .select((eb) => eb.fn.max('declaration_oid').as('oid'))
    .where('accrual_oid', '=', accrualOid)
    .executeTakeFirst();
  if (!link?.oid) return null;
  const row = await db.selectFrom('declaration').selectAll().where('oid', '=', link.oid).executeTakeFirstOrThrow();
  // A later version of the same number (the office's for the next year) is the one a new change starts from.
  return db
    .selectFrom('declaration')
    .selectAll()
    .where('number', '=', row.number)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * The corrected accrual belongs to the declarations the wrong one did: the declaration lists it, and an amendment
 * keeps it (it is held by the case) instead of accruing that installment again.
 */
export async function linkCorrectedAccrual(trx: Transaction<DB>, wrongOid: number, correctedOid: number) {
  const versions = await trx
    .selectFrom('declaration_accrual')
    .select('declaration_oid')
    .where('accrual_oid', '=', wrongOid)
    .execute();
  if (versions.length === 0) return;
  await trx
    .insertInto('declaration_accrual')
    .values(versions.map((v) => ({ declaration_oid: v.declaration_oid, accrual_oid: correctedOid })))
    .execute();
}

/** The version the office made on a case, once it did. */
export async function versionOnCase(db: Kysely<DB>, objectionOid: number) {
  const row = await db
    .selectFrom('declaration')
    .select(['oid', 'number', 'version', 'year'])
    .where('objection_oid', '=', objectionOid)
    .executeTakeFirst();
  return row ? { Oid: row.oid, Number: row.number, Version: row.version, Year: row.year } : null;
}

type VersionRow = NonNullable<Awaited<ReturnType<typeof declarationOfCase>>>;

/** An estate declaration still standing: the only kind a case on a declared property amends. */
export function amendableEstate(row: VersionRow | null): VersionRow & { kind: 'ESTATE' } {
  if (row?.kind !== 'ESTATE') throw invalid(ObjectionMessages.notDeclared);
  if (!(ACTIVE as readonly string[]).includes(row.status)) throw conflict(ObjectionMessages.declarationClosed);
  return row as VersionRow & { kind: 'ESTATE' };
}

/**
 * The years a correction may take effect from: the declaration's own year (an error in it, corrected for the
 * whole year, VUK md. 116) and the next one (a change during the year counts from the next budget year, 1319
 * md. 33), once that year's tables are open.
 */
export async function yearsOfCorrection(database: Database, year: number) {
  return (await ratesOf(database, year + 1)) ? [year, year + 1] : [year];
}

/**
 * What the office's version is computed with, before its transaction: a version of the same year keeps the day
 * the declaration was filed, so its installments keep their due dates (the zam on what was owed runs from the same
 * vade, as the case's corrected accrual does); a version for the next year is filed today.
 */
export async function prepareCaseVersion(database: Database, row: VersionRow, d: EstateDeclarationInput) {
  const years = await yearsOfCorrection(database, row.year);
  if (!years.includes(d.year)) throw invalid(ObjectionMessages.amendYear(row.year));
  const sameYear = d.year === row.year;
  const filedOn = sameYear ? istanbulDateOf(row.filed_at) : istanbulToday();
  return {
    sameYear,
    calc: await calculateVersion(database, row.registry_oid, d, filedOn, sameYear ? row.oid : null),
  };
}

/** Writes the office's version in the case's transaction, with the declaration's own declarer and member. */
export async function writeCaseVersion(
  trx: Transaction<DB>,
  row: VersionRow,
  d: EstateDeclarationInput,
  prepared: Awaited<ReturnType<typeof prepareCaseVersion>>,
  office: { objectionOid: number; staffOid: number },
) {
  return writeVersion(trx, {
    registryOid: row.registry_oid,
    memberOid: row.member_oid,
    declarer: row.declarer as Declarer,
    declaration: d,
    calc: prepared.calc,
    replacesOid: row.oid,
    office: { ...office, replaces: prepared.sameYear },
    files: 'all',
  });
}
