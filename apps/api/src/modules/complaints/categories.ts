import type { complaintCalls } from '@e-belediye/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Handlers, staffOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';

const columns = [
  'oid as Oid',
  'parent_oid as ParentOid',
  'name as Name',
  'target_days as TargetDays',
  'active as Active',
  'sort_order as SortOrder',
] as const;

/** Categories first, each followed by its subcategories, in the order staff set. */
const list = (db: Kysely<DB>) =>
  db
    .selectFrom('complaint_category')
    .select(columns)
    .orderBy((eb) => eb.fn.coalesce('parent_oid', 'oid'))
    .orderBy((eb) => eb('parent_oid', 'is not', null))
    .orderBy('sort_order')
    .orderBy('oid');

export const categoryHandlers: Pick<
  Handlers<typeof complaintCalls>,
  'GetComplaintCategoryList' | 'GetComplaintCategoryDesk' | 'SaveComplaintCategory'
> = {
  async GetComplaintCategoryList(_input, { database }) {
    const rows = await list(database.db).where('active', '=', true).execute();
    // A subcategory whose category was taken out of use goes with it.
    const live = new Set(rows.filter((r) => r.ParentOid === null).map((r) => r.Oid));
    return rows.filter((r) => r.ParentOid === null || live.has(r.ParentOid));
  },

  GetComplaintCategoryDesk: (_input, { database }) => list(database.db).execute(),

  async SaveComplaintCategory({ categoryOid, parentOid, name, targetDays, sortOrder, active }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      if (parentOid !== null) {
        const parent = await trx
          .selectFrom('complaint_category')
          .select('parent_oid')
          .where('oid', '=', parentOid)
          .executeTakeFirst();
        if (!parent || parent.parent_oid !== null || parentOid === categoryOid) {
          throw invalid('Üst kategori: Alt kategori, bir ana kategorinin altına eklenir.');
        }
      }
      const before = categoryOid
        ? await trx
            .selectFrom('complaint_category')
            .select(columns)
            .where('oid', '=', categoryOid)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (categoryOid && !before) throw notFound('Kategori bulunamadı.');
      if (before && before.ParentOid === null && parentOid !== null) {
        const children = await trx
          .selectFrom('complaint_category')
          .select('oid')
          .where('parent_oid', '=', categoryOid)
          .executeTakeFirst();
        if (children) throw conflict('Alt kategorileri olan bir kategori başka bir kategorinin altına taşınamaz.');
      }
      const values = { parent_oid: parentOid, name, target_days: targetDays, sort_order: sortOrder, active };
      let saved: typeof before;
      try {
        saved = categoryOid
          ? await trx
              .updateTable('complaint_category')
              .set(values)
              .where('oid', '=', categoryOid)
              .returning(columns)
              .executeTakeFirstOrThrow()
          : await trx.insertInto('complaint_category').values(values).returning(columns).executeTakeFirstOrThrow();
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw conflict(`“${name}” adında bir kategori zaten var.`);
        throw error;
      }
      await auditStaffAct(trx, staffOid, {
        action: 'COMPLAINT_CATEGORY_SAVED',
        recordType: 'complaint_category',
        recordId: saved.Oid,
        before: before ?? null,
        after: saved,
        ip: clientIp(ctx.request),
      });
      return saved;
    });
  },
};
