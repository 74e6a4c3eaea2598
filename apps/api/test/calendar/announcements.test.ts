import type { AnnouncementPreview } from '@e-belediye/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { ANNOUNCEMENT_MESSAGE, announcementBatch } from '../../src/modules/calendar/announcements.js';
import { openTestApp } from '../support/db.js';

const callers: Record<string, Principal> = {
  sender: { kind: 'staff', staffOid: 4501, permissions: new Set(['notifications.send']), regionCode: null },
  reader: { kind: 'staff', staffOid: 4502, permissions: new Set(['jobs.read']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
let district: string;
let revenueCode: number;
const members: Array<{ oid: number; registry: number }> = [];

beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => callers[String(request.headers['x-test-as'])] ?? null);
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  const db = t.database.db;
  const streets = await db.selectFrom('street').select(['code', 'district_code']).orderBy('code').execute();
  const here = streets[0]!;
  const elsewhere = streets.find((s) => s.district_code !== here.district_code)!;
  district = here.district_code;
  const rows = await db
    .selectFrom('member')
    .select(['oid', 'registry_oid'])
    .where('status', '=', 'ACTIVE')
    .orderBy('oid')
    .limit(4)
    .execute();
  // A and B live in the district, C elsewhere; D lives there too but never consented.
  const [a, b, c, d] = rows;
  for (const [m, street] of [
    [a, here],
    [b, here],
    [c, elsewhere],
    [d, here],
  ] as const) {
    await db.updateTable('registry').set({ street_code: street!.code }).where('oid', '=', m!.registry_oid).execute();
    await db
      .updateTable('member')
      .set({ gsm_number: '5321112233', email: `uye${m!.oid}@ornek.com` })
      .where('oid', '=', m!.oid)
      .execute();
    members.push({ oid: m!.oid, registry: m!.registry_oid });
  }
  await db.deleteFrom('member_detail').execute();
  await db
    .insertInto('member_detail')
    .values([
      {
        member_oid: a!.oid,
        sms_allowed: true,
        email_allowed: true,
        street_code: null,
        outer_door_oid: null,
        inner_door_oid: null,
        address_note: null,
      },
      {
        member_oid: b!.oid,
        sms_allowed: true,
        email_allowed: false,
        street_code: null,
        outer_door_oid: null,
        inner_door_oid: null,
        address_note: null,
      },
      {
        member_oid: c!.oid,
        sms_allowed: true,
        email_allowed: true,
        street_code: null,
        outer_door_oid: null,
        inner_door_oid: null,
        address_note: null,
      },
    ])
    .execute();
  // C alone owes a kind no other registry of the three owes.
  const model = await db.selectFrom('accrual').selectAll().orderBy('oid').limit(1).executeTakeFirstOrThrow();
  const owed = await db
    .selectFrom('accrual')
    .select('revenue_code')
    .where('registry_oid', 'in', [a!.registry_oid, b!.registry_oid])
    .execute();
  const kinds = await db.selectFrom('accrual').select('revenue_code').distinct().execute();
  revenueCode = kinds.map((k) => k.revenue_code).find((k) => !owed.some((o) => o.revenue_code === k))!;
  const { oid: _oid, ...rest } = model;
  await db
    .insertInto('accrual')
    .values({
      ...rest,
      registry_oid: c!.registry_oid,
      revenue_code: revenueCode,
      paid_kurus: 0,
      cancelled_at: null,
      principal_kurus: 10_000,
      corrects_oid: null,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function as<T>(who: string | null, name: string, body: object, reauth = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { ...(who ? { 'x-test-as': who } : {}), ...(reauth ? { 'x-test-reauth': '1' } : {}) },
  });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

const draft = (extra: object = {}) => ({
  audience: { Kind: 'DISTRICT', DistrictCode: district },
  sms: true,
  email: true,
  subject: 'Su kesintisi',
  text: 'Yarın 09.00-12.00 arası mahallenizde su kesintisi olacaktır.',
  ...extra,
});

describe('Announcements to consenting members', () => {
  it('counts and previews the consenting members of a district per channel, without sending', async () => {
    const res = await as<AnnouncementPreview>('sender', 'PreviewAnnouncement', draft(), false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Members: 2, Sms: 2, Email: 1 });
    expect(res.body.SmsText).toMatch(/: Yarın 09.00-12.00/);
    expect(res.body.MailText).toMatch(/bilgilendirme amaçlıdır/);
    expect(
      await t.database.db
        .selectFrom('sms_outbox')
        .select('oid')
        .where('message_code', '=', ANNOUNCEMENT_MESSAGE)
        .execute(),
    ).toHaveLength(0);
  });

  it('counts the members with an open debt of a revenue kind', async () => {
    const res = await as<AnnouncementPreview>(
      'sender',
      'PreviewAnnouncement',
      draft({ audience: { Kind: 'DEBT', RevenueCode: revenueCode }, email: false }),
      false,
    );
    expect(res.body).toMatchObject({ Members: 1, Sms: 1, Email: 0, MailText: null });
  });

  it('asks for re-authentication, the permission and a channel before sending', async () => {
    expect((await as('sender', 'SendAnnouncement', draft(), false)).status).toBe(403);
    expect((await as('reader', 'SendAnnouncement', draft())).status).toBe(403);
    const none = await as('sender', 'PreviewAnnouncement', draft({ sms: false, email: false }), false);
    expect(none.status).toBe(400);
    expect(none.body.Message).toMatch(/en az birini/);
    const untitled = await as('sender', 'PreviewAnnouncement', draft({ subject: '' }), false);
    expect(untitled.status).toBe(400);
    expect(untitled.body.Message).toMatch(/E-posta konusu/);
    expect((await as('sender', 'PreviewAnnouncement', draft({ subject: '', email: false }), false)).status).toBe(200);
  });

  it('sends through the job queue to the consenting members only, and records the act in the audit log', async () => {
    const res = await as<AnnouncementPreview & { AnnouncementId: string }>('sender', 'SendAnnouncement', draft());
    expect(res.status).toBe(200);
    const db = t.database.db;
    const [job] = await db.selectFrom('job').selectAll().where('name', '=', announcementBatch.name).execute();
    expect(job).toBeDefined();
    const log = pino({ level: 'silent' });
    await announcementBatch.run(job!.payload as never, { database: t.database, settings: t.settings, log } as never);
    const sms = await db
      .selectFrom('sms_outbox')
      .select(['registry_oid', 'sms_text'])
      .where('message_code', '=', ANNOUNCEMENT_MESSAGE)
      .execute();
    const mail = await db
      .selectFrom('email_outbox')
      .select(['registry_oid'])
      .where('message_code', '=', ANNOUNCEMENT_MESSAGE)
      .execute();
    expect(sms.map((s) => s.registry_oid).sort()).toEqual([members[0]!.registry, members[1]!.registry].sort());
    expect(mail.map((m) => m.registry_oid)).toEqual([members[0]!.registry]);
    // Fewer than a batch: no further batch is waiting.
    expect(await db.selectFrom('job').select('oid').where('name', '=', announcementBatch.name).execute()).toHaveLength(
      1,
    );
    const audit = await db.selectFrom('audit_event').selectAll().where('event', '=', 'ANNOUNCEMENT_SENT').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_oid: 4501,
      record_type: 'announcement',
      record_id: res.body.AnnouncementId,
    });
  });
});
