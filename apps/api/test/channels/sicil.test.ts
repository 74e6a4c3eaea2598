import {
  ChannelMessages,
  maskIdentityNumber,
  normalizeMobile,
  RegistrySearchLimits,
  RegistrySearchMessages,
  ShortMessageCodes,
  ShortMessageLimits,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { ChannelSmsTexts } from '../../src/modules/notifications/index.js';
import { recoverHiddenDigits, withinOneMinute } from '../support/masked.js';
import { createChannel } from './issued.js';
import { type ChannelTestApp, openChannelTestApp, securityOf } from './support.js';

const DEMO_PID = '10000000146';
const DEMO_NAME = 'Zeynep Arslan';

let t: ChannelTestApp;
let demo: { oid: number; gsm: string; birthYear: number; districtCode: string; districtName: string };
let other: { oid: number; gsm: string };
beforeAll(async () => {
  t = await openChannelTestApp();
  const row = await t.database.db
    .selectFrom('registry as r')
    .innerJoin('street as s', 's.code', 'r.street_code')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['r.oid', 'r.gsm_number', sql<number>`extract(year from r.birth_date)::int`.as('year'), 'd.code', 'd.name'])
    .where('r.pid_no', '=', DEMO_PID)
    .executeTakeFirstOrThrow();
  demo = {
    oid: row.oid,
    gsm: normalizeMobile(row.gsm_number ?? ''),
    birthYear: row.year,
    districtCode: row.code,
    districtName: row.name,
  };
  const second = await t.database.db
    .selectFrom('registry')
    .select(['oid', 'gsm_number'])
    .where('gsm_number', 'is not', null)
    .where('oid', '!=', demo.oid)
    .orderBy('oid')
    .executeTakeFirstOrThrow();
  other = { oid: second.oid, gsm: normalizeMobile(second.gsm_number ?? '') };
});
afterAll(async () => {
  await t.close();
});

/** A key of its own for each test: searches and short messages are counted per key. */
const sicilKey = (code: string) => createChannel(t, code, { scopes: ['sicil'], ratePerMinute: 1000 });
const smsKey = (code: string) => createChannel(t, code, { kind: 'bank', scopes: ['sms'], ratePerMinute: 1000 });

describe('GetRegistryList on masked rows', () => {
  it('gives no digit of a masked T.C. back to searches by its start, and finds it by the whole number', async () => {
    const { security } = await sicilKey('MASKE01');
    const masked = maskIdentityNumber(DEMO_PID);
    const attack = await recoverHiddenDigits(masked, async (filter) => {
      const res = await t.channel.GetRegistryList({ security, filter, registryType: 'G', pageSize: 50 });
      return { status: res.status, found: res.body.Items?.some((i) => i.Oid === demo.oid) ?? false };
    });
    expect(attack).toEqual({ learned: 0, calls: 10 });
    const whole = await t.channel.GetRegistryList({ security, filter: DEMO_PID });
    expect(whole.body.Items).toEqual([
      expect.objectContaining({ Oid: demo.oid, PidNo: masked, DistrictName: demo.districtName }),
    ]);
    expect(JSON.stringify(whole.body)).not.toContain(DEMO_PID);
  });

  it('needs a district or a birth year with a name, and names the district only when the search did', async () => {
    const { security } = await sicilKey('MASKE02');
    const nameOnly = await t.channel.GetRegistryList({ security, filter: DEMO_NAME });
    expect(nameOnly).toMatchObject({ status: 400, body: { Code: 'error_validation' } });
    expect(nameOnly.body.Message).toContain(RegistrySearchMessages.nameNeedsMore);
    const byYear = await t.channel.GetRegistryList({ security, filter: DEMO_NAME, birthYear: demo.birthYear });
    expect(byYear.body.Items.find((i) => i.Oid === demo.oid)).toMatchObject({
      Name: 'Ze**** Ar****',
      DistrictName: null,
    });
    expect(byYear.body.Items.every((i) => i.DistrictName === null)).toBe(true);
    const byDistrict = await t.channel.GetRegistryList({
      security,
      filter: DEMO_NAME,
      districtCode: demo.districtCode,
    });
    expect(byDistrict.body.Items.find((i) => i.Oid === demo.oid)?.DistrictName).toBe(demo.districtName);
    const otherYear = await t.channel.GetRegistryList({ security, filter: DEMO_NAME, birthYear: demo.birthYear + 1 });
    expect(otherYear.body.Items.some((i) => i.Oid === demo.oid)).toBe(false);
  });

  it('counts searches per key: the 31st in a minute is a 429, and another key is not held back', async () => {
    const first = await sicilKey('SAYAC01');
    const second = await sicilKey('SAYAC02');
    await withinOneMinute();
    for (let i = 0; i < RegistrySearchLimits.perMinute; i++) {
      const res = await t.channel.GetRegistryList({ security: first.security, filter: DEMO_PID });
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const over = await t.channel.GetRegistryList({ security: first.security, filter: DEMO_PID });
    expect(over).toEqual({
      status: 429,
      body: { Code: 'error_rate_limited', Message: RegistrySearchMessages.tooMany },
    });
    // A lookup by number is a search too: the same count holds it.
    const lookup = await t.channel.GetRegistry({ security: first.security, pidNo: DEMO_PID });
    expect(lookup.status).toBe(429);
    expect((await t.channel.GetRegistryList({ security: second.security, filter: DEMO_PID })).status).toBe(200);
    const counted = await sql<{ uses: number }>`
      select uses from use_count where subject = ${`registry-search:channel:${first.oid}:minute`}
      order by window_start desc limit 1`.execute(t.database.db);
    expect(counted.rows[0].uses).toBe(RegistrySearchLimits.perMinute + 2);
  });

  it('holds a key past the hour’s limit until the hour turns', async () => {
    const { oid, security } = await sicilKey('SAAT01');
    await sql`
      insert into use_count (subject, window_start, uses)
      values (${`registry-search:channel:${oid}:hour`}, date_trunc('hour', now()), ${RegistrySearchLimits.perHour})`.execute(
      t.database.db,
    );
    const res = await t.channel.GetRegistryList({ security, filter: DEMO_PID });
    expect(res).toMatchObject({ status: 429, body: { Message: RegistrySearchMessages.tooMany } });
  });
});

describe('SendShortMessage', () => {
  const GUESS = '5559998877';
  const item = (registry: { oid: number }, gsm: string, SmsText?: string) => ({
    RegistryOid: registry.oid,
    SourceOid: null,
    SubscriberOid: null,
    GsmNumber: gsm,
    ...(SmsText === undefined ? {} : { SmsText }),
  });
  const lastOutboxOid = async () =>
    (
      await t.database.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.max('oid').as('oid'))
        .executeTakeFirst()
    )?.oid ?? 0;
  const queuedSince = (oid: number) =>
    t.database.db.selectFrom('sms_outbox').selectAll().where('oid', '>', oid).orderBy('oid').execute();

  it('answers the same whether no number, one or every number was wrong, and texts only the right ones', async () => {
    const { security } = await smsKey('SMS01');
    const cases = [
      [item(demo, demo.gsm), item(other, other.gsm)],
      [item(demo, demo.gsm), item(other, GUESS)],
      [item(demo, GUESS), item(other, other.gsm)],
      [item(demo, GUESS), item(other, GUESS)],
    ];
    const answers = [];
    const sentTo = [];
    for (const Items of cases) {
      const before = await lastOutboxOid();
      answers.push(await t.channel.SendShortMessage({ security, MessageCode: ShortMessageCodes.debt, Items, Flag: 0 }));
      sentTo.push((await queuedSince(before)).map((r) => r.gsm_number));
    }
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { Accepted: 2, Message: ChannelMessages.smsReceived(2) } });
    }
    expect(sentTo).toEqual([[demo.gsm, other.gsm], [demo.gsm], [other.gsm], []]);
  });

  it('sends the message code’s fixed text, never the caller’s', async () => {
    const { security } = await smsKey('SMS02');
    const before = await lastOutboxOid();
    const link = 'Borcunuzu hemen odeyin: http://odeme.example.net/giris';
    await t.channel.SendShortMessage({
      security,
      MessageCode: ShortMessageCodes.debt,
      Items: [item(demo, demo.gsm, link)],
      Flag: 0,
    });
    await t.channel.SendShortMessage({
      security,
      MessageCode: ShortMessageCodes.account,
      Items: [item(demo, demo.gsm)],
      Flag: 0,
    });
    const rows = await queuedSince(before);
    expect(rows.map((r) => [r.message_code, r.sms_text])).toEqual([
      [7002, ChannelSmsTexts[ShortMessageCodes.debt].tr],
      [7001, ChannelSmsTexts[ShortMessageCodes.account].tr],
    ]);
    expect(JSON.stringify(rows)).not.toContain('http');
  });

  it('counts numbers the registries do not hold against the key and stops its messages past the hour’s limit', async () => {
    const guessing = await smsKey('SMS03');
    const honest = await smsKey('SMS04');
    const guesses = Array.from({ length: ShortMessageLimits.mismatchesPerHour }, (_, i) =>
      item(demo, `55500000${String(i).padStart(2, '0')}`),
    );
    // The request that reaches the limit is answered like any other: its own numbers never change its answer.
    const reaching = await t.channel.SendShortMessage({
      security: guessing.security,
      MessageCode: ShortMessageCodes.account,
      Items: guesses,
      Flag: 0,
    });
    expect(reaching).toEqual({
      status: 200,
      body: { Accepted: guesses.length, Message: ChannelMessages.smsReceived(guesses.length) },
    });
    const counted = await sql<{ uses: number }>`
      select uses from use_count where subject = ${`sms-mismatch:channel:${guessing.oid}:hour`}`.execute(t.database.db);
    expect(counted.rows[0].uses).toBe(ShortMessageLimits.mismatchesPerHour);
    const before = await lastOutboxOid();
    const right = { MessageCode: ShortMessageCodes.account, Items: [item(demo, demo.gsm)], Flag: 0 as const };
    const held = await t.channel.SendShortMessage({ security: guessing.security, ...right });
    expect(held).toEqual({
      status: 429,
      body: { Code: 'error_rate_limited', Message: ChannelMessages.smsMismatchLimit },
    });
    expect(await queuedSince(before)).toEqual([]);
    expect((await t.channel.SendShortMessage({ security: honest.security, ...right })).status).toBe(200);
  });

  it('refuses an unknown message code and a flag other than 0', async () => {
    const { security } = await smsKey('SMS05');
    const unknown = await t.channel.SendShortMessage({
      security,
      MessageCode: 7999,
      Items: [item(demo, demo.gsm)],
      Flag: 0,
    });
    expect(unknown).toMatchObject({ status: 400, body: { Code: 'error_validation' } });
    expect(unknown.body.Message).toMatch(/Bilinmeyen mesaj kodu/);
    const flag = await t.channel.SendShortMessage({
      security,
      MessageCode: ShortMessageCodes.account,
      Items: [item(demo, demo.gsm)],
      Flag: 1 as 0,
    });
    expect(flag.status).toBe(400);
  });

  it('is never given to a key shipped inside a public app (kiosk, mobile)', async () => {
    for (const demoKey of ['kiosk', 'mobile'] as const) {
      expect(DEMO_CHANNELS[demoKey].scopes).not.toContain('sms');
      const res = await t.channel.SendShortMessage({
        security: securityOf(demoKey),
        MessageCode: ShortMessageCodes.account,
        Items: [item(demo, demo.gsm)],
        Flag: 0,
      });
      expect(res.status).toBe(403);
    }
    const created = await t.office('CreateChannel', {
      name: 'SMS isteyen kiosk',
      kind: 'kiosk',
      institutionCode: 'KIOSKSMS',
      scopes: ['sicil', 'sms'],
      ratePerMinute: 100,
    });
    expect(created.status).toBe(400);
    expect(created.body.Message).toContain(ChannelMessages.smsNotForPublicApps);
    const app = await createChannel(t, 'MOBILSMS', { kind: 'mobile', scopes: ['sicil'] });
    const widened = await t.office('UpdateChannel', {
      channelOid: app.oid,
      scopes: ['sicil', 'sms'],
      ratePerMinute: 100,
    });
    expect(widened).toMatchObject({ status: 400, body: { Message: ChannelMessages.smsNotForPublicApps } });
    // Whatever path writes the row, the database refuses it too.
    await expect(
      sql`update channel set scopes = array['sicil', 'sms'] where oid = ${app.oid}`.execute(t.database.db),
    ).rejects.toThrow(/channel_sms_server_only/);
    const bank = await createChannel(t, 'BANKASMS', { kind: 'bank', scopes: ['sms'] });
    expect(bank.res.body.Channel).toBeDefined();
  });
});
