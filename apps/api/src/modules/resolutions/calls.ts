import type { resolutionCalls } from '@e-belediye/contracts';
import { foldTr, searchStems } from '@e-belediye/contracts/format';
import { sql } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import { foldedContains } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';
import { conflict, notFound } from '../../http/errors.js';
import { ATTACHMENTS_PER_RESOLUTION, pdfContent } from './attachments.js';
import {
  auditedContent,
  auditResolutionAct,
  checkDraft,
  draftColumns,
  lockForChange,
  staffOf,
  uniqueNumber,
} from './desk.js';

const summaryColumns = [
  'r.oid as Oid',
  'r.kind as Kind',
  'r.number as Number',
  'r.resolution_date as Date',
  'r.type_code as TypeCode',
  't.name as TypeName',
  'r.subject as Subject',
] as const;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A word found in the subject counts twice what one found only in the text (the subject leads search_text). */
const relevance = (stems: string[]) =>
  sql`(${sql.join(
    stems.map((s) => sql`case when position(${s} in r.search_text) between 1 and length(r.subject) then 2 else 1 end`),
    sql` + `,
  )})`;

const SNIPPET = 160;

/** About 160 characters of the text around the first word found, cut at spaces. */
function snippet(body: string, stems: string[]): string | null {
  const folded = foldTr(body);
  const at = Math.min(...stems.map((s) => folded.indexOf(s)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return null;
  let start = Math.max(0, at - SNIPPET / 3);
  let end = Math.min(body.length, start + SNIPPET);
  if (start > 0) start = body.indexOf(' ', start) + 1 || start;
  if (end < body.length) end = body.lastIndexOf(' ', end) > at ? body.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${body.slice(start, end).trim()}${end < body.length ? '…' : ''}`;
}

export const resolutionHandlers: Handlers<typeof resolutionCalls> = {
  async GetResolutionTypeList({ kind }, { database }) {
    let q = database.db.selectFrom('resolution_type').select(['code as Code', 'name as Name', 'kind as Kind']);
    if (kind) q = q.where('kind', '=', kind);
    return q.orderBy('code').execute();
  },

  async GetResolutionList({ criteria }, { database }) {
    let q = database.db
      .selectFrom('resolution as r')
      .innerJoin('resolution_type as t', 't.code', 'r.type_code')
      .select(summaryColumns)
      .where('r.kind', '=', criteria.kind)
      .where('r.status', '=', 'PUBLISHED');
    if (criteria.dateFrom) q = q.where('r.resolution_date', '>=', criteria.dateFrom);
    if (criteria.dateTo) q = q.where('r.resolution_date', '<=', criteria.dateTo);
    if (criteria.number) q = q.where('r.number', 'like', `%${criteria.number.replace(/[\\%_]/g, '')}%`);
    if (criteria.typeCode) q = q.where('r.type_code', '=', criteria.typeCode);
    // Every word somewhere in the subject or text, in any order.
    const stems = searchStems(criteria.text ?? '');
    for (const stem of stems) q = q.where(foldedContains('r.search_text', stem));
    const order =
      criteria.sortBy === 'subject'
        ? ['r.subject', 'r.resolution_date']
        : criteria.sortBy === 'relevance' && stems.length
          ? [relevance(stems), 'r.resolution_date', 'r.oid']
          : ['r.resolution_date', 'r.oid'];
    const { rows, total } = await fetchPage(stems.length ? q.select('r.body') : q, criteria, order);
    return {
      Items: rows.map(({ body, ...row }: (typeof rows)[number] & { body?: string }) => ({
        ...row,
        Snippet: body ? snippet(body, stems) : null,
      })),
      TotalCount: total,
    };
  },

  async GetResolution({ resolutionOid }, { database }) {
    const row = await database.db
      .selectFrom('resolution as r')
      .innerJoin('resolution_type as t', 't.code', 'r.type_code')
      .select([
        ...summaryColumns,
        'r.meeting_no as MeetingNo',
        'r.agenda_no as AgendaNo',
        'r.department as Department',
        'r.body as Text',
        'r.status as Status',
        'r.version as Version',
        'r.withdrawal_reason as WithdrawalReason',
        'r.updated_at as UpdatedAt',
      ])
      .where('r.oid', '=', resolutionOid)
      .executeTakeFirst();
    if (!row) throw notFound('Karar bulunamadı.');
    // A withdrawn resolution's files are no longer offered; its page says why it was withdrawn.
    const attachments =
      row.Status === 'PUBLISHED'
        ? await database.db
            .selectFrom('resolution_attachment')
            .select(['oid as Oid', 'file_name as FileName', 'size_bytes as SizeBytes'])
            .where('resolution_oid', '=', resolutionOid)
            .where('removed_at', 'is', null)
            .orderBy('oid')
            .execute()
        : [];
    return { ...row, UpdatedAt: iso(row.UpdatedAt), Attachments: attachments };
  },

  async GetResolutionDeskList({ criteria }, { database }) {
    let q = database.db
      .selectFrom('resolution as r')
      .innerJoin('resolution_type as t', 't.code', 'r.type_code')
      .select([...summaryColumns, 'r.status as Status', 'r.version as Version', 'r.updated_at as UpdatedAt']);
    if (criteria.kind) q = q.where('r.kind', '=', criteria.kind);
    if (criteria.status) q = q.where('r.status', '=', criteria.status);
    const text = criteria.text?.trim();
    if (text) {
      q = q.where((eb) => eb.or([eb('r.number', '=', text), foldedContains('r.search_text', text)]));
    }
    const order = {
      updated: ['r.updated_at', 'r.oid'],
      date: ['r.resolution_date', 'r.oid'],
      number: ['r.number', 'r.kind'],
    }[criteria.sortBy];
    const { rows, total } = await fetchPage(q, criteria, order);
    return { Items: rows.map((r) => ({ ...r, UpdatedAt: iso(r.UpdatedAt) })), TotalCount: total };
  },

  async PublishResolution(draft, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      await checkDraft(trx, draft);
      const columns = draftColumns(draft);
      const saved = await uniqueNumber(draft, () =>
        trx
          .insertInto('resolution')
          .values({ ...columns, updated_by: staffOid })
          .returning(['oid', 'version'])
          .executeTakeFirstOrThrow(),
      );
      await auditResolutionAct(trx, ctx, 'RESOLUTION_PUBLISHED', saved.oid, {
        after: auditedContent({ ...columns, status: 'PUBLISHED', version: saved.version }),
      });
      return { Oid: saved.oid, Version: saved.version };
    });
  },

  async UpdateResolution({ resolutionOid, version, ...draft }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      const before = await lockForChange(trx, resolutionOid, version);
      await checkDraft(trx, draft, resolutionOid);
      const columns = draftColumns(draft);
      const saved = await uniqueNumber(draft, () =>
        trx
          .updateTable('resolution')
          .set({ ...columns, updated_by: staffOid })
          .where('oid', '=', resolutionOid)
          .returning(['version'])
          .executeTakeFirstOrThrow(),
      );
      await auditResolutionAct(trx, ctx, 'RESOLUTION_UPDATED', resolutionOid, {
        before: auditedContent(before),
        after: auditedContent({ ...columns, status: before.status, version: saved.version }),
      });
      return { Oid: resolutionOid, Version: saved.version };
    });
  },

  async WithdrawResolution({ resolutionOid, version, reason }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      const before = await lockForChange(trx, resolutionOid, version);
      const saved = await trx
        .updateTable('resolution')
        .set({ status: 'WITHDRAWN', withdrawal_reason: reason, updated_by: staffOid })
        .where('oid', '=', resolutionOid)
        .returning(['version'])
        .executeTakeFirstOrThrow();
      await auditResolutionAct(trx, ctx, 'RESOLUTION_WITHDRAWN', resolutionOid, {
        before: { status: before.status, version: before.version },
        after: { status: 'WITHDRAWN', version: saved.version, reason },
      });
      return { Oid: resolutionOid, Version: saved.version };
    });
  },

  async GetResolutionVersions({ resolutionOid }, { database }) {
    const rows = await database.db
      .selectFrom('resolution_version')
      .select([
        'version as Version',
        'status as Status',
        'at as At',
        'staff_oid as StaffOid',
        'kind as Kind',
        'number as Number',
        'resolution_date as Date',
        'meeting_no as MeetingNo',
        'agenda_no as AgendaNo',
        'type_code as TypeCode',
        'department as Department',
        'subject as Subject',
        'body as Text',
        'withdrawal_reason as WithdrawalReason',
      ])
      .where('resolution_oid', '=', resolutionOid)
      .orderBy('version', 'desc')
      .execute();
    if (!rows.length) throw notFound('Karar bulunamadı.');
    return rows.map((r) => ({ ...r, At: iso(r.At) }));
  },

  async AddResolutionAttachment({ resolutionOid, fileName, content }, ctx) {
    const staffOid = staffOf(ctx);
    const file = await pdfContent(fileName, content);
    return ctx.database.db.transaction().execute(async (trx) => {
      const resolution = await trx
        .selectFrom('resolution')
        .select('status')
        .where('oid', '=', resolutionOid)
        .forUpdate()
        .executeTakeFirst();
      if (!resolution) throw notFound('Karar bulunamadı.');
      if (resolution.status === 'WITHDRAWN') throw conflict('Geri çekilmiş bir karara ek eklenemez.');
      const count = await trx
        .selectFrom('resolution_attachment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('resolution_oid', '=', resolutionOid)
        .where('removed_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= ATTACHMENTS_PER_RESOLUTION) {
        throw conflict(`Bir kararın en çok ${ATTACHMENTS_PER_RESOLUTION} eki olabilir.`);
      }
      const added = await trx
        .insertInto('resolution_attachment')
        .values({
          resolution_oid: resolutionOid,
          file_name: fileName,
          size_bytes: file.length,
          content: file,
          added_by: staffOid,
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      const attachment = { Oid: added.oid, FileName: fileName, SizeBytes: file.length };
      await auditResolutionAct(trx, ctx, 'RESOLUTION_ATTACHMENT_ADDED', resolutionOid, { after: attachment });
      return attachment;
    });
  },

  async RemoveResolutionAttachment({ attachmentOid }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      const removed = await trx
        .updateTable('resolution_attachment')
        .set({ removed_by: staffOid, removed_at: new Date() })
        .where('oid', '=', attachmentOid)
        .where('removed_at', 'is', null)
        .returning(['resolution_oid', 'file_name', 'size_bytes'])
        .executeTakeFirst();
      if (!removed) throw notFound('Ek bulunamadı.');
      await auditResolutionAct(trx, ctx, 'RESOLUTION_ATTACHMENT_REMOVED', removed.resolution_oid, {
        before: { Oid: attachmentOid, FileName: removed.file_name, SizeBytes: removed.size_bytes },
      });
      return { Oid: attachmentOid };
    });
  },
};
