import { ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { auditStaffAct } from '../../src/modules/audit/index.js';
import { openTestApp } from '../support/db.js';

/** Staff injected by the x-test-as header: an auditor, and a clerk without audit.read. */
const staff: Record<string, Principal> = {
  auditor: { kind: 'staff', staffOid: 900, permissions: new Set(['audit.read']), regionCode: null },
  clerk: { kind: 'staff', staffOid: 901, permissions: new Set(['resolutions.publish']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
const read = (who: string, body: object = {}) =>
  t.app
    .inject({ method: 'POST', url: '/api/GetAuditLog', payload: body, headers: { 'x-test-as': who } })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => staff[String(request.headers['x-test-as'])] ?? null);
  const { db } = t.database;
  await auditStaffAct(db, 9011, {
    action: 'STAFF_CREATED',
    recordType: 'staff',
    recordId: 31,
    after: { userName: 'ayse', roles: ['YAZI_ISLERI'] },
    ip: '10.1.1.1',
  });
  await auditStaffAct(db, 9012, {
    action: 'RESOLUTION_UPDATED',
    recordType: 'resolution',
    recordId: 5,
    before: { subject: 'Eski' },
    after: { subject: 'Yeni' },
    memberOid: 3,
  });
  // Two acts of a past day: the date range must tell them from today's (Turkish days: 23:30 UTC is the next day).
  await t.database.db
    .insertInto('audit_event')
    .values([
      { event: 'OLD_ACT', staff_oid: 9011, record_type: 'x', record_id: '1', at: new Date('2026-03-09T20:30:00Z') },
      { event: 'OLD_ACT', staff_oid: 9011, record_type: 'x', record_id: '2', at: new Date('2026-03-09T21:30:00Z') },
    ])
    .execute();
});
afterAll(() => t.close());

describe('GetAuditLog (audit.read)', () => {
  it('refuses a staff member without audit.read with 403 in Turkish, and an anonymous caller with 401', async () => {
    const clerk = await read('clerk');
    expect(clerk).toMatchObject({ status: 403, body: { Message: ErrorMessages.forbidden } });
    expect((await read('nobody')).status).toBe(401);
  });

  it('answers newest first with who, what, from where, which record, before and after', async () => {
    const { status, body } = await read('auditor', { staffOid: 9012 });
    expect(status).toBe(200);
    expect(body.TotalCount).toBe(1);
    expect(body.Items[0]).toMatchObject({
      Action: 'RESOLUTION_UPDATED',
      StaffOid: 9012,
      MemberOid: 3,
      RecordType: 'resolution',
      RecordId: '5',
      Before: { subject: 'Eski' },
      After: { subject: 'Yeni' },
    });
    const all = (await read('auditor', { pageSize: 200 })).body.Items as Array<{ At: string }>;
    const times = all.map((e) => e.At);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('names the staff member while the account exists', async () => {
    const { db } = t.database;
    const admin = await db
      .selectFrom('staff')
      .select('oid')
      .where('username', '=', 'yonetici')
      .executeTakeFirstOrThrow();
    await auditStaffAct(db, admin.oid, { action: 'SETTINGS_CHANGED', recordType: 'runtime_setting', recordId: 1 });
    const [entry] = (await read('auditor', { action: 'SETTINGS_CHANGED' })).body.Items;
    expect(entry).toMatchObject({ StaffOid: admin.oid, StaffName: 'yonetici' });
    expect((await read('auditor', { staffOid: 9012 })).body.Items[0].StaffName).toBeNull();
  });

  it('filters by action, record type and id, and member', async () => {
    expect((await read('auditor', { action: 'staff_created' })).body.Items).toEqual([
      expect.objectContaining({ StaffOid: 9011, RecordId: '31', Ip: '10.1.1.1', After: expect.any(Object) }),
    ]);
    expect((await read('auditor', { recordType: 'resolution', recordId: '5' })).body.TotalCount).toBe(1);
    expect((await read('auditor', { recordType: 'resolution', recordId: '6' })).body.TotalCount).toBe(0);
    expect((await read('auditor', { memberOid: 3 })).body.Items.map((e: { Action: string }) => e.Action)).toEqual([
      'RESOLUTION_UPDATED',
    ]);
  });

  it('takes a date range in Turkish days', async () => {
    const ids = async (body: object) =>
      (await read('auditor', { action: 'OLD_ACT', ...body })).body.Items.map((e: { RecordId: string }) => e.RecordId);
    expect(await ids({ dateFrom: '2026-03-09', dateTo: '2026-03-09' })).toEqual(['1']);
    expect(await ids({ dateFrom: '2026-03-10' })).toEqual(['2']);
    expect(await ids({ dateTo: '2026-03-10' })).toEqual(['2', '1']);
  });

  it('pages the answer with the total of the whole filter', async () => {
    const first = (await read('auditor', { action: 'OLD_ACT', pageSize: 1 })).body;
    const second = (await read('auditor', { action: 'OLD_ACT', pageSize: 1, page: 2 })).body;
    expect(first.TotalCount).toBe(2);
    expect([first.Items[0].RecordId, second.Items[0].RecordId]).toEqual(['2', '1']);
  });

  it('records each read of the log, with the reader and the filter', async () => {
    await read('auditor', { recordType: 'member', recordId: '77' });
    const row = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'AUDIT_LOG_READ')
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_oid: 900, record_type: 'audit_event' });
    expect(row.detail).toMatchObject({ filter: { recordType: 'member', recordId: '77' } });
    // A refused reader leaves no read behind.
    await read('clerk');
    const clerkReads = await t.database.db
      .selectFrom('audit_event')
      .select('oid')
      .where('event', '=', 'AUDIT_LOG_READ')
      .where('staff_oid', '=', 901)
      .execute();
    expect(clerkReads).toEqual([]);
  });

  it('refuses a filter with control characters', async () => {
    expect((await read('auditor', { action: 'A\u0000B' })).status).toBe(400);
  });
});
