import type { PlanStatus } from '@e-belediye/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { payerName } from '../registries/index.js';
import { planById, planDetail } from './plans.js';

/** One page of plans for the desk, newest first: by status, and by plan number, registry number or name. */
export async function deskList(
  db: Kysely<DB>,
  criteria: { status?: PlanStatus; text?: string; page: number; pageSize: number },
  today: string,
) {
  const text = criteria.text?.trim();
  const base = db
    .selectFrom('restructuring_plan as p')
    .innerJoin('registry as r', 'r.oid', 'p.registry_oid')
    .innerJoin('restructuring_campaign as c', 'c.oid', 'p.campaign_oid')
    .$if(Boolean(criteria.status), (q) => q.where('p.status', '=', criteria.status!))
    .$if(Boolean(text), (q) =>
      q.where((eb) =>
        eb.or([
          eb('p.plan_no', '=', text!.toUpperCase()),
          eb('r.registry_no', '=', text!),
          eb(sql`lower(r.name || ' ' || coalesce(r.surname, ''))`, 'like', `%${text!.toLocaleLowerCase('tr-TR')}%`),
        ]),
      ),
    );
  const [{ count }] = await base.select((eb) => eb.fn.countAll<string>().as('count')).execute();
  const rows = await base
    .select(['p.oid', 'r.name', 'r.surname', 'r.registry_no', 'c.title'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.oid', 'desc')
    .limit(criteria.pageSize)
    .offset((criteria.page - 1) * criteria.pageSize)
    .execute();
  const items = await Promise.all(
    rows.map(async (r) => {
      const d = await planDetail(db, (await planById(db, r.oid))!, today);
      return {
        PlanOid: d.PlanOid,
        PlanNo: d.PlanNo,
        Status: d.Status,
        CreatedAt: d.CreatedAt,
        Installments: d.Installments,
        TotalKurus: d.TotalKurus,
        PaidKurus: d.PaidKurus,
        HolderName: payerName(r),
        RegistryNo: r.registry_no,
        CampaignTitle: r.title,
        Missed: d.Missed.length,
      };
    }),
  );
  return { Items: items, TotalCount: Number(count) };
}
