import { ErrorCodes, ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

const refusedCharacter = { Code: ErrorCodes.validation, Message: ErrorMessages.controlCharacter };

describe('numbers a PostgreSQL integer cannot hold are refused before any query', () => {
  it('an id above 2 147 483 647 is a 400 naming the field; the largest integer is looked up', async () => {
    const big = await t.call('GetResolution', { resolutionOid: 2 ** 31 });
    expect(big).toEqual({
      status: 400,
      body: { Code: ErrorCodes.validation, Message: 'Karar: En fazla 2147483647 olabilir.' },
    });
    expect((await t.call('GetResolution', { resolutionOid: 2 ** 31 - 1 })).status).toBe(404);
    expect((await t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid: 2 ** 53 })).status).toBe(400);
    expect((await t.call('CreateUserStatus', { applicationOid: 2 ** 31, code: '123456' })).status).toBe(400);
  });

  it('revenue codes, debt ids and the e-Devlet state too', async () => {
    const member = new Agent(t);
    expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
    for (const [name, body] of [
      ['GetDebtListWithRevenueCode', { revenueCode: 2 ** 31 }],
      ['GetDebtListWithFeeCodes', { feeCodes: [1, 2 ** 31] }],
      ['IsOnlinePaymentAccrumentsTriedBefore', { accrualOids: [2 ** 31] }],
      ['GetOrderNumberForOnlinePayment', { accrualOids: [2 ** 31] }],
      ['LoginViaEDevlet', { code: 'kod', state: '2147483648' }],
    ] as const) {
      const res = await member.call<{ Code: string }>(name, body);
      expect({ name, status: res.status, code: res.body.Code }).toEqual({
        name,
        status: 400,
        code: ErrorCodes.validation,
      });
    }
  });

  it('a receipt asked for by a number beyond any collection is not found', async () => {
    const member = new Agent(t);
    expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
    const cookie = [...member.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    for (const oid of ['2147483648', '99999999999999999999', '0', '-1', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/receipt/collection/${oid}`, headers: { cookie } });
      expect({ oid, status: res.statusCode, body: res.json() }).toEqual({
        oid,
        status: 404,
        body: { Code: ErrorCodes.notFound, Message: 'Makbuz bulunamadı.' },
      });
    }
  });
});

describe('control characters', () => {
  it('one guard refuses NUL in any string of a JSON body, whatever the field’s schema', async () => {
    for (const body of [
      { pidNo: '10000000146', password: 'a\u0000b', verification: 'x'.repeat(40) },
      { resolutionOid: 1, extra: { deep: ['\u0000'] } },
      { resolutionOid: 1, 'anahtar\u0000': 1 },
    ]) {
      const res = await t.call('ValidateUser', body);
      expect(res).toEqual({ status: 400, body: refusedCharacter });
    }
  });

  it('and in the bank’s form fields, path parameters and the query string', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/payment/3d/ABCDEFGH12',
      payload: 'Response=Approved&oid=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const path = await t.app.inject({ method: 'GET', url: '/api/receipt/order/ABC%00DEF12' });
    const query = await t.app.inject({ method: 'GET', url: '/AppSetting.json?x=%1B' });
    for (const res of [form, path, query]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: refusedCharacter });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('tab and line breaks pass the guard; text fields of the contract refuse them', async () => {
    const password = await t.call<{ Message: string }>('ValidateUser', {
      pidNo: '10000000146',
      password: 'satır\tsonu\n',
      verification: 'x'.repeat(40),
    });
    expect(password.body.Message).not.toBe(ErrorMessages.controlCharacter);
    const search = await t.call('RetrieveEstateStreetValuations', { valuationYear: 2026, streetName: 'Çınar\nSokak' });
    expect(search).toEqual({
      status: 400,
      body: { Code: ErrorCodes.validation, Message: 'Cadde/Sokak adı: Geçersiz bir karakter içeriyor.' },
    });
    const surrogate = await t.call('GetResolutionList', { criteria: { kind: 'COUNCIL', text: 'a\ud800' } });
    expect(surrogate).toEqual({ status: 400, body: refusedCharacter });
  });
});
