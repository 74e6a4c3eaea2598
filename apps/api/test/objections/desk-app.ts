import type { Principal } from '../../src/http/access.js';
import { openTestApp } from '../support/db.js';

export type Answer<T> = { status: number; body: T & { Code?: string; Message?: string } };

/**
 * The API as the objection tests drive it: a header names who calls (`member`, or a clerk of `staff`), a call has
 * a fresh password and code unless it says otherwise, and the clerks exist as staff rows of their own.
 */
export async function openDeskApp(options: {
  staff: Record<string, Principal & { kind: 'staff' }>;
  memberPid: string;
  secondApprovalOverKurus: number;
}) {
  let memberOid = 0;
  const t = await openTestApp(
    {
      objections: {
        decisionDays: 60,
        lateFeeWhileOpen: 'RUNS',
        secondApprovalOverKurus: options.secondApprovalOverKurus,
      },
    },
    undefined,
    (request) => {
      const who = String(request.headers['x-test-as']);
      if (who === 'member') return { kind: 'member', memberOid };
      return options.staff[who] ?? null;
    },
  );
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  const m = await t.database.db
    .selectFrom('member')
    .select(['oid', 'registry_oid'])
    .where('pid_no', '=', options.memberPid)
    .executeTakeFirstOrThrow();
  memberOid = m.oid;
  await t.database.db
    .insertInto('staff')
    .values(
      Object.values(options.staff).map(({ staffOid }) => ({
        oid: staffOid,
        username: `itiraz${staffOid}`,
        display_name: `Memur ${staffOid}`,
        password_hash: 'x',
      })),
    )
    .execute();
  async function as<T = Record<string, unknown>>(who: string, name: string, body: object = {}, reauth = true) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body,
      headers: { 'x-test-as': who, ...(reauth ? { 'x-test-reauth': '1' } : {}) },
    });
    return { status: res.statusCode, body: res.json() } as Answer<T>;
  }
  return {
    t,
    memberOid,
    registryOid: m.registry_oid,
    as,
    member: <T = Record<string, unknown>>(name: string, body: object = {}) => as<T>('member', name, body),
  };
}
