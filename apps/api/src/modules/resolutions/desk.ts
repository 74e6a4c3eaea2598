import type { resolutionCalls } from '@e-belediye/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { CallContext } from '../../http/calls.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct, type StaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';

type Draft = z.output<(typeof resolutionCalls)['PublishResolution']['request']>;

const kindName = { COUNCIL: 'meclis', COMMITTEE: 'encümen' } as const;

/** The staff member making an act; the registry has already checked the permission. */
export function staffOf(ctx: Pick<CallContext, 'principal'>): number {
  if (ctx.principal?.kind !== 'staff') throw forbidden();
  return ctx.principal.staffOid;
}

/** The columns of a draft, as stored. */
export const draftColumns = (d: Draft) => ({
  kind: d.kind,
  number: d.number,
  resolution_date: d.date,
  meeting_no: d.meetingNo,
  agenda_no: d.agendaNo,
  type_code: d.typeCode,
  department: d.department,
  subject: d.subject,
  body: d.fullText,
});

/** The record as the audit log keeps it: the whole content, no personal data in it to mask. */
export const auditedContent = (row: ReturnType<typeof draftColumns> & { status?: string; version?: number }) => ({
  status: row.status,
  version: row.version,
  kind: row.kind,
  number: row.number,
  date: row.resolution_date,
  meetingNo: row.meeting_no,
  agendaNo: row.agenda_no,
  typeCode: row.type_code,
  department: row.department,
  subject: row.subject,
  text: row.body,
});

/** Checks what the contract cannot: the type belongs to the kind, and the number is not taken that year. */
export async function checkDraft(db: Kysely<DB>, d: Draft, self?: number): Promise<void> {
  const type = await db.selectFrom('resolution_type').select('kind').where('code', '=', d.typeCode).executeTakeFirst();
  if (!type) throw invalid('Karar tipi: Böyle bir karar tipi yok.');
  if (type.kind !== d.kind) throw invalid(`Karar tipi: Bu tip ${kindName[d.kind]} kararlarına ait değil.`);
  let taken = db.selectFrom('resolution').select('oid').where('kind', '=', d.kind).where('number', '=', d.number);
  if (self) taken = taken.where('oid', '<>', self);
  if (await taken.executeTakeFirst()) throw numberTaken(d);
}

const numberTaken = (d: Pick<Draft, 'kind' | 'number'>) =>
  conflict(`${d.number} numaralı bir ${kindName[d.kind]} kararı zaten var; numara her yıl içinde bir kez verilir.`);

/** Two people publishing the same number at once: the unique index decides, and the loser hears it in Turkish. */
export async function uniqueNumber<T>(d: Pick<Draft, 'kind' | 'number'>, act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw numberTaken(d);
    throw error;
  }
}

/** The current row for a change, locked; a stale version or a withdrawn resolution cannot be changed. */
export async function lockForChange(trx: Transaction<DB>, oid: number, version: number) {
  const row = await trx.selectFrom('resolution').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Karar bulunamadı.');
  if (row.status === 'WITHDRAWN') throw conflict('Bu karar geri çekilmiş; değiştirilemez.');
  if (row.version !== version) {
    throw conflict('Karar siz çalışırken değiştirildi. Son sürümü açıp yeniden deneyin.');
  }
  return row;
}

/** Writes the audit row of a staff act on a resolution, in the act's transaction. */
export const auditResolutionAct = (
  trx: Kysely<DB>,
  ctx: CallContext,
  action: StaffAct['action'],
  recordId: number,
  change: { before?: unknown; after?: unknown; detail?: Record<string, unknown> },
) =>
  auditStaffAct(trx, staffOf(ctx), {
    action,
    recordType: 'resolution',
    recordId,
    ip: clientIp(ctx.request),
    ...change,
  });
