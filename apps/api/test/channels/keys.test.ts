import { ChannelMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { createChannel } from './issued.js';
import { type ChannelTestApp, openChannelTestApp, securityOf } from './support.js';

let t: ChannelTestApp;
beforeAll(async () => {
  t = await openChannelTestApp();
});
afterAll(async () => {
  await t.close();
});

const unauthenticated = { Code: 'error_channel_unauthenticated', Message: ChannelMessages.unauthenticated };

/** Creates a kiosk on the desk and answers its id and its key. */
const createKiosk = (code: string, extra: object = {}) => createChannel(t, code, extra);

const callsOf = (channelOid: number) =>
  t.database.db.selectFrom('channel_call').selectAll().where('channel_oid', '=', channelOid).orderBy('oid').execute();

describe('channel keys', () => {
  it('admits a demo kiosk by its key and lists the services its scopes allow', async () => {
    const res = await t.channel.GetMenus({ security: securityOf('kiosk') });
    expect(res.status).toBe(200);
    const scopes = new Set(res.body.Items.map((i) => i.Scope));
    expect(scopes.has('banka')).toBe(true);
    expect(scopes.has('tahsilat')).toBe(false);
  });

  it('answers a wrong key, a wrong institution code and a revoked key with the same 401, never saying which', async () => {
    const { oid, security } = await createKiosk('IPTAL01');
    expect((await t.channel.GetMenus({ security })).status).toBe(200);
    const wrongKey = await t.channel.GetMenus({
      security: { ...security, apiKey: `${security.apiKey.slice(0, -2)}xx` },
    });
    const wrongCode = await t.channel.GetMenus({ security: { ...securityOf('kiosk'), institutionCode: 'MOBIL' } });
    expect((await t.office('RevokeChannel', { channelOid: oid })).status).toBe(200);
    const revoked = await t.channel.GetMenus({ security });
    for (const res of [wrongKey, wrongCode, revoked]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthenticated);
    }
  });

  it('refuses a call outside the key’s scopes with 403', async () => {
    const res = await t.channel.GetMenus({ security: securityOf('bank') });
    expect(res.status).toBe(403);
    expect(res.body.Code).toBe('error_forbidden');
  });

  it('counts each key’s calls per minute in the database and answers 429 over its rate', async () => {
    const { security } = await createKiosk('HIZ01', { ratePerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.channel.GetMenus({ security })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const over = await t.channel.GetMenus({ security });
    expect(over.body).toEqual({ Code: 'error_rate_limited', Message: ChannelMessages.rateLimited });
    // Another key is counted on its own.
    expect((await t.channel.GetMenus({ security: securityOf('mobile') })).status).toBe(200);
  });

  it('records every call, admitted or refused, with the channel, status, address and request id', async () => {
    const { oid, security } = await createKiosk('IZ01');
    await t.channel.GetMenus({ security });
    await t.channel.GetMenus({ security: { ...security, apiKey: 'ebk_yanlis_anahtar_0000000' } });
    // The row is written once the answer has gone (onResponse): the client may read before it lands.
    const rows = await vi.waitFor(async () => {
      const found = await callsOf(oid);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows.map((r) => [r.call_name, r.status_code])).toEqual([['GetMenus', 200]]);
    const refused = await vi.waitFor(async () => {
      const found = await t.database.db
        .selectFrom('channel_call')
        .selectAll()
        .where('institution_code', '=', 'IZ01')
        .where('status_code', '=', 401)
        .execute();
      expect(found).toHaveLength(1);
      return found;
    });
    expect(refused[0].channel_oid).toBeNull();
    const desk = await t.office<{ Items: Array<{ CallName: string; StatusCode: number; RequestId: string }> }>(
      'GetChannelCalls',
      { channelOid: oid },
    );
    expect(desk.body.Items).toEqual([expect.objectContaining({ CallName: 'GetMenus', StatusCode: 200 })]);
    expect(desk.body.Items[0].RequestId).toMatch(/^req-/);
  });

  it('locks out an address for wrong keys after repeated failures, never for a valid key', async () => {
    const bad = { institutionCode: 'YOK', apiKey: 'ebk_tahmin_edilen_anahtar_01' };
    const statuses = new Set<number>();
    for (let i = 0; i < 52; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/kanal/api/GetMenus',
        payload: { security: bad },
        remoteAddress: '203.0.113.77',
      });
      statuses.add(res.statusCode);
    }
    expect(statuses).toEqual(new Set([401, 429]));
    const good = await t.app.inject({
      method: 'POST',
      url: '/kanal/api/GetMenus',
      payload: { security: securityOf('kiosk') },
      remoteAddress: '203.0.113.77',
    });
    // One wrong caller behind a shared proxy must not stop every channel behind it (ADR 0031).
    expect(good.statusCode).toBe(200);
  });
});

describe('the channels desk', () => {
  it('creates a channel whose key is shown once and kept only as a hash', async () => {
    const { oid, security, res } = await createKiosk('YENI01');
    expect(security.apiKey).toMatch(/^ebk_[A-Za-z0-9_-]{43}$/);
    expect(res.body.Channel.KeyPrefix).toBe(security.apiKey.slice(0, 12));
    const row = await t.database.db.selectFrom('channel').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(security.apiKey);
    expect(row.created_by).toBe(t.adminOid);
    const list = await t.office<{ Items: Array<Record<string, unknown>> }>('GetChannelList');
    expect(JSON.stringify(list.body)).not.toContain(security.apiKey);
    expect(list.body.Items.map((c) => c.InstitutionCode)).toEqual(
      expect.arrayContaining(Object.values(DEMO_CHANNELS).map((c) => c.institutionCode)),
    );
    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'CHANNEL_CREATED')
      .where('record_id', '=', String(oid))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(row.key_hash);
  });

  it('refuses an institution code already given to another channel', async () => {
    const res = await t.office('CreateChannel', {
      name: 'İkinci Vakıfbank',
      kind: 'bank',
      institutionCode: 'vakifbank',
      scopes: ['tahsilat'],
      ratePerMinute: 10,
    });
    expect(res).toMatchObject({ status: 409, body: { Message: ChannelMessages.institutionTaken } });
  });

  it('changes scopes and rate, which the next call obeys', async () => {
    const { oid, security } = await createKiosk('KAPSAM01');
    expect((await t.channel.GetMenus({ security })).status).toBe(200);
    const res = await t.office('UpdateChannel', { channelOid: oid, scopes: ['sicil'], ratePerMinute: 50 });
    expect(res.body).toMatchObject({ Channel: { Scopes: ['sicil'], RatePerMinute: 50 } });
    expect((await t.channel.GetMenus({ security })).status).toBe(403);
  });

  it('rotates a key: the new one works at once and the old one stops at once', async () => {
    const { oid, security } = await createKiosk('DONDUR01');
    const rotated = await t.office<{ ApiKey: string; Channel: { RotatedAt: string | null } }>('RotateChannelKey', {
      channelOid: oid,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.ApiKey).not.toBe(security.apiKey);
    expect(rotated.body.Channel.RotatedAt).not.toBeNull();
    expect((await t.channel.GetMenus({ security })).status).toBe(401);
    expect((await t.channel.GetMenus({ security: { ...security, apiKey: rotated.body.ApiKey } })).status).toBe(200);
  });

  it('asks for a fresh password and code before a rotation or a revocation', async () => {
    const { oid } = await createKiosk('ONAY01');
    for (const name of ['RotateChannelKey', 'RevokeChannel'] as const) {
      const res = await t.office(name, { channelOid: oid }, false);
      expect(res).toMatchObject({ status: 403, body: { Code: 'reauth_required' } });
    }
  });

  it('leaves a revoked channel revoked', async () => {
    const { oid } = await createKiosk('SON01');
    const revoked = await t.office<{ Channel: { State: string } }>('RevokeChannel', { channelOid: oid });
    expect(revoked.body.Channel.State).toBe('REVOKED');
    const again = await t.office('RotateChannelKey', { channelOid: oid });
    expect(again).toMatchObject({ status: 409, body: { Message: ChannelMessages.revoked } });
  });
});
