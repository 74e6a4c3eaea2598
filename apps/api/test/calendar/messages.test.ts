import type { SentMessage } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGE } from '../../src/modules/calendar/index.js';
import { maskSecrets } from '../../src/modules/calendar/messages.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
let registryOid: number;

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  expect((await demo.login('10000000146', 'Demo.2026')).status).toBe(200);
  ({ registry_oid: registryOid } = await t.database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', '10000000146')
    .executeTakeFirstOrThrow());
  await t.database.db
    .insertInto('sms_outbox')
    .values([
      {
        registry_oid: registryOid,
        gsm_number: '5320000001',
        sms_text: 'Doğrulama kodunuz: 482913',
        sms_type: 6,
        message_code: 7001,
      },
      {
        registry_oid: registryOid,
        gsm_number: '5320000001',
        sms_text: 'Beyannameniz alındı.',
        sms_type: 1,
        message_code: 7010,
      },
      {
        registry_oid: registryOid,
        gsm_number: '5320000001',
        sms_text: 'Yeşilvadi Belediyesi: Pazartesi su kesintisi var.',
        sms_type: 1,
        message_code: 7080,
      },
    ])
    .execute();
  await t.database.db
    .insertInto('email_outbox')
    .values({
      registry_oid: registryOid,
      to_address: 'z@ornek.com',
      subject: 'Son gün yaklaşıyor',
      body: 'Çevre temizlik vergisi',
      message_code: REMINDER_MESSAGE,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const messages = async (body: object = {}) => {
  const res = await demo.call<{ Items: SentMessage[] }>('GetMyMessages', body);
  expect(res.status).toBe(200);
  return res.body.Items;
};

describe('Mesajlarım', () => {
  it('lists the SMS and e-mail sent to the member, newest first, each with its topic and page', async () => {
    const items = await messages();
    expect(items.length).toBeGreaterThanOrEqual(3);
    const at = items.map((m) => m.At);
    expect(at).toEqual([...at].sort().reverse());
    const reminder = items.find((m) => m.Channel === 'EMAIL' && m.Topic === 'REMINDER');
    expect(reminder).toMatchObject({ Subject: 'Son gün yaklaşıyor', Path: '/takvimim' });
    expect(items.find((m) => m.Topic === 'DECLARATION')?.Path).toBe('/beyannamelerim');
  });

  it('masks codes, and a code typed in the search finds nothing', async () => {
    const code = (await messages()).find((m) => m.Topic === 'ACCOUNT');
    expect(code?.Text).toBe('Doğrulama kodunuz: ••••••');
    expect(await messages({ search: '482913' })).toEqual([]);
    expect(maskSecrets('Yeni şifreniz: Ab12cd34')).toBe('Yeni şifreniz: ••••••');
  });

  it('searches the words insensitive to Turkish letters', async () => {
    const found = await messages({ search: 'cevre temizlik' });
    expect(found.map((m) => m.Topic)).toEqual(['REMINDER']);
  });

  it('files announcements under a topic of their own, and the topic filter shows only them', async () => {
    const announcements = await messages({ topic: 'ANNOUNCEMENT' });
    expect(announcements.map((m) => m.Text)).toEqual(['Yeşilvadi Belediyesi: Pazartesi su kesintisi var.']);
    expect(announcements[0].Path).toBeNull();
    expect((await messages({ topic: 'REMINDER' })).map((m) => m.Topic)).toEqual(['REMINDER']);
  });

  it("shows nobody else's messages and is refused to someone not signed in", async () => {
    expect((await new Agent(t).call('GetMyMessages')).status).toBe(401);
    const other = await t.database.db
      .selectFrom('sms_outbox')
      .select('oid')
      .where('registry_oid', '!=', registryOid)
      .execute();
    const ids = new Set((await messages({ limit: 200 })).map((m) => m.Id));
    for (const o of other) expect(ids.has(`sms-${o.oid}`)).toBe(false);
  });
});
