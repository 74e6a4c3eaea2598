import { type EstateDeclarationInput, ObjectionMessages, type objectionCalls } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { type Handlers, staffOf } from '../../http/calls.js';
import { conflict, notFound } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import {
  amendableEstate,
  declarationOfCase,
  prepareCaseVersion,
  versionOnCase,
  writeCaseVersion,
  yearsOfCorrection,
} from '../declarations/index.js';
import { addEvent, type CaseRow, tellCitizen } from './cases.js';

type Calls = typeof objectionCalls;

/** "… başvurunuz üzerine EMLK-2026-000012 numaralı beyannameniz düzeltildi (2. sürüm)" in the case's messages. */
const amendedWords = (number: string, version: number) =>
  `üzerine ${number} numaralı beyannameniz düzeltildi (${version}. sürüm)`;

/** A case whose decision found the debt wrong, in part or whole: only then may the office amend its declaration. */
function accepted(row: CaseRow | undefined): CaseRow {
  if (!row) throw notFound(ObjectionMessages.notFound);
  if (row.status !== 'DECIDED' || (row.decision !== 'ACCEPTED' && row.decision !== 'PARTLY_ACCEPTED')) {
    throw conflict(ObjectionMessages.notAccepted);
  }
  return row;
}

/**
 * "Beyannameyi düzelt" (ADR 0049): on an accepted case about a declared property the clerk reads the declaration's
 * current fields, changes what the decision found, and files a new version through the citizen's amendment path,
 * marked with the case; the case's timeline and the citizen's messages name the version.
 */
export const declarationHandlers: Pick<Handlers<Calls>, 'GetObjectionDeclaration' | 'AmendDeclarationOnObjection'> = {
  async GetObjectionDeclaration({ objectionOid }, ctx) {
    const db = ctx.database.db;
    const row = await db.selectFrom('objection').selectAll().where('oid', '=', objectionOid).executeTakeFirst();
    if (!row) throw notFound(ObjectionMessages.notFound);
    const d = amendableEstate(await declarationOfCase(db, row.accrual_oid));
    await auditPersonalDataRead(db, staffOf(ctx), {
      recordType: 'declaration',
      recordId: d.oid,
      memberOid: row.member_oid,
      ip: clientIp(ctx.request),
      unmasked: true,
    });
    return {
      Oid: d.oid,
      Number: d.number,
      Version: d.version,
      Year: d.year,
      Title: d.title,
      TotalKurus: Number(d.total_kurus),
      Declaration: d.payload as EstateDeclarationInput,
      Years: await yearsOfCorrection(ctx.database, d.year),
    };
  },

  async AmendDeclarationOnObjection({ objectionOid, declaration }, ctx) {
    const staffOid = staffOf(ctx);
    const db = ctx.database.db;
    const first = accepted(
      await db.selectFrom('objection').selectAll().where('oid', '=', objectionOid).executeTakeFirst(),
    );
    const done = await versionOnCase(db, objectionOid);
    if (done) throw conflict(ObjectionMessages.alreadyAmended(done.Number, done.Version));
    const current = amendableEstate(await declarationOfCase(db, first.accrual_oid));
    // The calculation reads the year's tables outside the case's transaction (one connection on PGlite).
    const prepared = await prepareCaseVersion(ctx.database, current, declaration);
    return db.transaction().execute(async (trx) => {
      const row = accepted(
        await trx.selectFrom('objection').selectAll().where('oid', '=', objectionOid).forUpdate().executeTakeFirst(),
      );
      const again = await versionOnCase(trx, objectionOid);
      if (again) throw conflict(ObjectionMessages.alreadyAmended(again.Number, again.Version));
      const v = await writeCaseVersion(trx, current, declaration, prepared, { objectionOid, staffOid });
      await addEvent(trx, row.oid, {
        kind: 'DECLARATION_AMENDED',
        text: `${v.number}, ${v.version}. sürüm (${declaration.year} yılından geçerli)`,
        staffOid,
      });
      await trx.updateTable('objection').set({ updated_at: sql<Date>`now()` }).where('oid', '=', row.oid).execute();
      await auditStaffAct(trx, staffOid, {
        action: 'OBJECTION_DECLARATION_AMENDED',
        recordType: 'declaration',
        recordId: v.oid,
        memberOid: row.member_oid,
        before: { oid: current.oid, version: current.version, year: current.year, totalKurus: current.total_kurus },
        after: { oid: v.oid, version: v.version, year: declaration.year, totalKurus: prepared.calc.AnnualKurus },
        ip: clientIp(ctx.request),
        detail: { caseNo: row.case_no, number: v.number },
      });
      await tellCitizen(trx, ctx.settings, row, amendedWords(v.number, v.version));
      return {
        Oid: v.oid,
        Number: v.number,
        Version: v.version,
        Year: declaration.year,
        TotalKurus: prepared.calc.AnnualKurus,
      };
    });
  },
};
