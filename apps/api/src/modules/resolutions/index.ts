import { resolutionCalls } from '@e-belediye/contracts';
import { fetchPage } from '../../db/paging.js';
import { foldedContains } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';
import { notFound } from '../../http/errors.js';
import { defineModule } from '../../http/module.js';

const summaryColumns = [
  'r.oid as Oid',
  'r.kind as Kind',
  'r.number as Number',
  'r.resolution_date as Date',
  'r.type_code as TypeCode',
  't.name as TypeName',
  'r.subject as Subject',
] as const;

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
      .where('r.kind', '=', criteria.kind);
    if (criteria.dateFrom) q = q.where('r.resolution_date', '>=', criteria.dateFrom);
    if (criteria.dateTo) q = q.where('r.resolution_date', '<=', criteria.dateTo);
    if (criteria.number) q = q.where('r.number', 'like', `%${criteria.number.replace(/[\\%_]/g, '')}%`);
    if (criteria.typeCode) q = q.where('r.type_code', '=', criteria.typeCode);
    const text = criteria.text?.trim();
    if (text) q = q.where(foldedContains('r.search_text', text));
    const order = criteria.sortBy === 'subject' ? ['r.subject', 'r.resolution_date'] : ['r.resolution_date', 'r.oid'];
    const { rows, total } = await fetchPage(q, criteria, order);
    return { Items: rows, TotalCount: total };
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
      ])
      .where('r.oid', '=', resolutionOid)
      .executeTakeFirst();
    if (!row) throw notFound('Karar bulunamadı.');
    return row;
  },
};

/** Council and committee resolutions. */
export const resolutionsModule = defineModule({
  name: 'resolutions',
  calls: resolutionCalls,
  handlers: resolutionHandlers,
});
