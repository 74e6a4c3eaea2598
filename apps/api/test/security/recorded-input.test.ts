import { CHANNEL_PREFIX, ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordable, recordedJson } from '../../src/lib/recorded.js';
import { audit, auditStaffAct } from '../../src/modules/audit/index.js';
import { openTestApp } from '../support/db.js';

/*
 * Whatever a caller sends is recorded, even when it is refused for holding a control character: PostgreSQL
 * refuses a NUL in text (22021) and a \u0000 in jsonb (22P05), so the recorded copy goes without them.
 */

type TestApp = Awaited<ReturnType<typeof openTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The rows of a call's request id, waited for: the audit row is written once the answer has left. */
async function callRows(requestId: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.database.db
      .selectFrom('channel_call')
      .selectAll()
      .where('request_id', '=', requestId)
      .execute();
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('a refused channel call', () => {
  it('with a NUL in the claimed institution code is refused 400 and still recorded, without the NUL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${CHANNEL_PREFIX}/GetMenus`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ security: { institutionCode: 'KIOSK\u0000X', apiKey: 'ebk_yok' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: ErrorMessages.controlCharacter });
    const rows = await callRows(String(res.headers['x-request-id']));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ institution_code: 'KIOSKX', call_name: 'GetMenus', status_code: 400 });
    expect(rows[0].channel_oid).toBeNull();
  });
});

describe('audit rows', () => {
  it('record a member event and a staff act whose caller text holds NUL and a lone surrogate', async () => {
    const nul = 'sebep\u0000 \ud800yazıldı\nikinci satır';
    await audit(t.database, 'LOGIN_FAILED', {
      pidNo: '1000000\u00000146',
      ip: '198.51.100.4\u0000',
      detail: { reason: nul, 'anahtar\u0000': [nul] },
    });
    const staffOid = (
      await t.database.db.selectFrom('staff').select('oid').where('username', '=', 'yonetici').executeTakeFirstOrThrow()
    ).oid;
    await auditStaffAct(t.database.db, staffOid, {
      action: 'SETTINGS_CHANGED',
      recordType: 'runtime_setting',
      recordId: 'kayıt\u0000',
      before: { text: nul },
      after: { text: 'temiz' },
      detail: { note: nul },
    });
    const member = await t.database.db
      .selectFrom('audit_event')
      .select(['pid_masked', 'ip', 'detail'])
      .where('event', '=', 'LOGIN_FAILED')
      .where('ip', '=', '198.51.100.4')
      .executeTakeFirstOrThrow();
    expect(member.detail).toEqual({ reason: 'sebep yazıldı\nikinci satır', anahtar: ['sebep yazıldı\nikinci satır'] });
    const staff = await t.database.db
      .selectFrom('audit_event')
      .select(['record_id', 'before', 'detail'])
      .where('event', '=', 'SETTINGS_CHANGED')
      .where('record_id', 'like', 'kayıt%')
      .executeTakeFirstOrThrow();
    expect(staff).toMatchObject({
      record_id: 'kayıt',
      before: { text: 'sebep yazıldı\nikinci satır' },
      detail: { note: 'sebep yazıldı\nikinci satır' },
    });
  });

  it('the helpers drop every control character from one line, and all but tab and line breaks from JSON', () => {
    expect(recordable('A\u0000B\u001bC\nD\tE\u007f')).toBe('ABCDE');
    expect(JSON.parse(recordedJson({ a: 'x\u0000y\tz\r\n', b: [1, null, { 'k\u0001': 'v' }] }))).toEqual({
      a: 'xy\tz\r\n',
      b: [1, null, { k: 'v' }],
    });
  });
});
