import { type CallName, calls, ErrorCodes } from '@e-belediye/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OfficeAgent } from '../staff/office.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/*
 * Malformed input of every kind, sent to every call of the contract and to the routes outside it, anonymously
 * and logged in. Whatever arrives, the API answers below 500, every error as exactly { Code, Message } with a
 * known Code and a Turkish sentence, and with the security headers.
 */

let t: IdentityApp;
let member: Agent;
let staff: OfficeAgent;
/** A real order of the member, so the bank's return reaches the code that reads and records its fields. */
let liveOrderNo: string;
beforeAll(async () => {
  t = await openIdentityApp();
  member = new Agent(t);
  expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
  staff = new OfficeAgent(t);
  expect((await staff.signIn('yonetici')).status).toBe(200);
  const [debt] = (await member.call<Array<{ AccrualOid: number }>>('GetDebtListWithRevenueCode')).body;
  const order = await member.call<{ OrderNo: string }>('GetOrderNumberForOnlinePayment', {
    accrualOids: [debt.AccrualOid],
    bankCode: '0010',
  });
  expect(order.status).toBe(200);
  liveOrderNo = order.body.OrderNo;
});
afterAll(async () => {
  await t?.close();
});

type Path = Array<string | number>;
type Identity = 'anonymous' | 'member' | 'staff';

/** A body each call accepts, so that a junk value in one field is the only fault of the request. */
const VERIFICATION = 'x'.repeat(40);
const ORDER_NO = 'ABCDEFGH12';
const bases: Partial<Record<CallName, Record<string, unknown>>> = {
  GetDistrictListViaCountyCode: { countyCode: '1601' },
  GetStreetListWithoutAuthorization: { districtCode: '1' },
  GetOuterDoorListWithoutAuthorization: { streetCode: '1' },
  GetConcreteInnerDoorListWithoutAuthorization: { outerDoorOid: 1 },
  RetrieveParametersWithoutAuthorization: { parameterTypeCode: 1 },
  RetrieveBankBranchesWithoutAuthorization: { bankCode: '0010' },
  RetrieveEstateStreetValuations: { valuationYear: 2026 },
  RetrieveEstateConstructionCosts: { year: 2026 },
  RetrieveEstateAbrasionShares: {},
  GetAdvertisingTaxAnnualGroupTariffByProcessYear: { processYear: 2026 },
  RetrieveECTAnnualPrices: { year: 2026 },
  GetResolutionList: { criteria: { kind: 'COUNCIL' } },
  GetResolution: { resolutionOid: 1 },
  ValidateUser: { pidNo: '10000000146', password: 'yanlış', verification: VERIFICATION },
  SendPasswordForMember: { pidNo: '10000000146', gsmNumber: '5550000101', verification: VERIFICATION },
  LoginViaEDevlet: { code: 'kod', state: 4242 },
  CreateUser: {
    userPidNo: '10000000146',
    userGsmNumber: '5550000101',
    userEmail: 'deneme@example.com',
    password: 'Guclu.Sifre.2026',
    agreement: true,
    verification: VERIFICATION,
  },
  CreateUserStatus: { applicationOid: 1, code: '123456' },
  UpdateUserForEMunicipality: { currentPassword: 'yanlış' },
  GetDebtListWithFeeCodes: { feeCodes: [1] },
  GetSubscriberAddressString: { subscriberNo: '1000001' },
  GetFastPaymentDebts: { pidNo: '10000000146', verification: VERIFICATION },
  GetMatrimonyFee: { pidNo: '10000000146', applicationNo: 'EVL-2026-1', verification: VERIFICATION },
  IsOnlinePaymentAccrumentsTriedBefore: { accrualOids: [1] },
  GetOrderNumberForOnlinePayment: { accrualOids: [1] },
  SaveOnlinePaymentAccrument: { orderNo: ORDER_NO, accrualOids: [1] },
  GetOnlinePaymentAccrumentList: { orderNo: ORDER_NO },
  SaveOnlinePaymentRequest: {
    orderNo: ORDER_NO,
    card: { holder: 'Zeynep Arslan', number: '4546711234567894', expMonth: 12, expYear: 2099, cvv: '000' },
  },
  CompleteThreeDPaymentOperation: { orderNo: ORDER_NO, mpiResponse: { Response: 'Approved' } },
  QueryOnlinePaymentOrderStatus: { orderNo: ORDER_NO },
  ControlCollection: { orderNo: ORDER_NO },
  VerifyReceipt: { code: 'ABCDEFGHIJ' },
  GetRetailRegistryInfoViaNIS: {
    personPidNo: '10000000146',
    year: 1985,
    month: 4,
    day: 12,
    verification: VERIFICATION,
  },
  ValidateRegistries: { registries: [{ registryType: 'G', pidNo: '10000000146' }] },
  CreateUserDetail: { smsAllowed: true, emailAllowed: false, address: { streetCode: '1', outerDoorOid: 1 } },
  GetPersonInfoViaEDevlet: { token: 'A'.repeat(43) },
  SaveEDevletLogin: { token: 'A'.repeat(43), registryOid: 1 },
};

const deep = (levels: number): unknown => (levels === 0 ? { a: [null] } : { a: deep(levels - 1) });
/** What a field may receive instead of its value. */
const junk: unknown[] = [
  2 ** 31,
  2 ** 53,
  -(2 ** 31) - 1,
  1.5,
  'a\u0000b',
  '\u0007\u001b[2J\u0085',
  'satır\nsonu',
  '\ud800',
  'x'.repeat(70_000),
  true,
  null,
  [2 ** 31, '\u0000'],
  { $gt: '', '\u0000': 'x' },
  deep(40),
];
/** Whole bodies that are not the object a call expects; sent as JSON text. */
const bodies = [
  'null',
  '[]',
  '"metin"',
  '42',
  '{',
  '{"a":}',
  '{"\\u0000":"\\u0000"}',
  '\u0000',
  '',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
];

/** The paths of a request schema's fields (objects, the first element of arrays, a key of records). */
function fieldPaths(schema: z.ZodType, at: Path = []): Path[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldPaths(schema.unwrap() as z.ZodType, at);
  }
  if (schema instanceof z.ZodPipe) return fieldPaths(schema.in as z.ZodType, at);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, field]) => {
      const path = [...at, key];
      return [path, ...fieldPaths(field as z.ZodType, path)];
    });
  }
  if (schema instanceof z.ZodArray) return [[...at, 0], ...fieldPaths(schema.element as z.ZodType, [...at, 0])];
  if (schema instanceof z.ZodRecord) return [[...at, 'alan']];
  return [];
}

/** A copy of `body` with `value` at `path`, creating the objects and arrays on the way. */
function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const copy = Array.isArray(body) ? [...body] : [];
    copy[head] = withValue(copy[head], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

const codes = new Set<string>(Object.values(ErrorCodes));
/** A field named by its key, not its Turkish label ("limit: …", "mpiResponse: …"). */
const RAW_FIELD = /(?:^|\. )[a-z][A-Za-z0-9]*: /;
/** English words that never belong in a Turkish answer (Fastify's and zod's defaults). */
const ENGLISH = /\b(the|is|are|was|must|should|expected|invalid|required|not|found|error|route|body|request|too)\b/i;

const failures: string[] = [];
let sent = 0;
beforeEach(() => {
  failures.length = 0;
});
/** The first few failures, shortened, so a broken run reads as a list of cases and not one huge diff. */
const firstFailures = () => failures.slice(0, 30).map((f) => f.replace(/(.)\1{20,}/g, '$1…'));

/** Checks one answer; collects what is wrong instead of stopping, so one run names every broken case. */
function check(what: string, res: LightMyRequestResponse) {
  sent++;
  const wrong = (why: string) => failures.push(`${what} → ${res.statusCode}: ${why} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 500) return wrong('5xx');
  if (res.headers['x-content-type-options'] !== 'nosniff') wrong('no nosniff header');
  if (!String(res.headers['content-security-policy'] ?? '').includes("default-src 'self'")) wrong('no CSP');
  if (res.statusCode < 400) return;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return wrong('not JSON');
  }
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
  if (keys !== 'Code,Message') return wrong('not exactly { Code, Message }');
  const { Code, Message } = body as { Code: unknown; Message: unknown };
  if (typeof Code !== 'string' || !codes.has(Code)) return wrong('unknown Code');
  if (typeof Message !== 'string' || Message.length === 0) return wrong('no Message');
  if (Message.length > 1000) wrong('Message repeats the request');
  // Field labels ("Not:") and the allowed values quoted from the contract ("REQUEST") are not prose.
  const prose = Message.replace(/"[^"]*"/g, '').replace(/(^|\s)[A-ZÇĞİÖŞÜ][^.:"]{0,40}:/g, '$1');
  if (ENGLISH.test(prose)) wrong('English message');
  if (RAW_FIELD.test(Message)) wrong('field not named in Turkish');
  if (!String(res.headers['content-type']).startsWith('application/json')) wrong('not served as JSON');
}

async function send(who: Identity, options: InjectOptions, what: string) {
  const agent = who === 'member' ? member : who === 'staff' ? staff : null;
  const cookie = agent ? [...agent.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ') : '';
  const csrf = agent?.cookies.get(who === 'staff' ? 'ebs_office_csrf' : 'ebs_csrf')?.value;
  const res = await t.app.inject({
    ...options,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...options.headers,
    },
  });
  check(`${who} ${options.method} ${String(options.url).slice(0, 120)} ${what}`, res);
  return res;
}

const callJson = (who: Identity, name: string, payload: string, what: string, headers: Record<string, string> = {}) =>
  send(
    who,
    { method: 'POST', url: `/api/${name}`, payload, headers: { 'content-type': 'application/json', ...headers } },
    what,
  );

/** Sends a few requests side by side at a time: quick, and never thousands in flight. */
async function inBatches<T>(items: T[], run: (item: T) => Promise<unknown>, size = 16) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

const entries = Object.entries(calls) as Array<[CallName, (typeof calls)[CallName]]>;

describe('no input makes the API fail', () => {
  // A public call validates a logged-in body as it does an anonymous one; the member and staff passes take the
  // calls that reach their handlers only with a member's or a staff member's session.
  const passes = {
    anonymous: entries,
    member: entries.filter(([, def]) => def.access.kind === 'member' || def.access.kind === 'payer'),
    staff: entries.filter(([, def]) => def.access.kind === 'staff'),
  };
  for (const who of ['anonymous', 'member', 'staff'] as const) {
    it(`every call, ${who}: junk in every field and bodies of every shape`, async () => {
      for (const [name, def] of passes[who]) {
        const base = bases[name] ?? {};
        const cases: Array<[string, string]> = bodies.map((b) => [JSON.stringify(b).slice(0, 40), b]);
        for (const path of [...fieldPaths(def.request as z.ZodType), ['ekAlan']]) {
          for (const value of junk) {
            const label = `${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`;
            cases.push([label, JSON.stringify(withValue(base, path, value))]);
          }
        }
        const rest = Object.keys(base).length > 0 ? `,${JSON.stringify(base).slice(1)}` : '}';
        cases.push(
          ['__proto__', `{"__proto__":{"x":1}${rest}`],
          ['constructor', `{"constructor":{"prototype":{}}${rest}`],
        );
        await inBatches(cases, ([label, payload]) => callJson(who, name, payload, label));
      }
      expect(firstFailures()).toEqual([]);
    });
  }

  it('a member session survived the whole run (the member cases ran logged in)', async () => {
    const info = await member.call<{ Member: { UserName: string } | null }>('GetSessionInfo');
    expect(info.body.Member?.UserName).toBe('10000000146');
  });

  it('a foreign or null Origin is refused on every call, in Turkish', async () => {
    for (const origin of ['null', 'https://kotu.example', 'file://', '\u0000']) {
      await inBatches(entries, ([name]) => callJson('member', name, '{}', `origin ${origin}`, { origin }));
    }
    expect(firstFailures()).toEqual([]);
    const res = await callJson('anonymous', 'GetResolution', '{"resolutionOid":1}', 'origin null', { origin: 'null' });
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe(ErrorCodes.csrf);
  });

  it('other content types, methods and paths', async () => {
    const requests: InjectOptions[] = [];
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/json\u0000',
      '',
    ]) {
      requests.push({
        method: 'POST',
        url: '/api/GetResolution',
        payload: 'resolutionOid=1',
        headers: { 'content-type': contentType },
      });
    }
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH'] as const) {
      requests.push({ method, url: '/api/GetResolution' }, { method, url: '/api/receipt/order/ABCDEFGH12' });
    }
    for (const url of [
      '/api/NoSuchCall',
      '/api/',
      '/api/%zz',
      '/api/%E0%A4%A',
      `/api/${'A'.repeat(5000)}`,
      '/api/GetResolution?x=%00',
      '/api/GetResolution/../../etc/passwd',
      '/%00',
      '/payment/3d/',
      `/payment/3d/${'A'.repeat(500)}`,
      '/payment/3d/%zz',
    ]) {
      requests.push({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });
    }
    requests.push({
      method: 'POST',
      url: '/api/GetResolution',
      payload: JSON.stringify({ userName: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    await inBatches(requests, (r) => send('anonymous', r, String(r.headers?.['content-type'] ?? '')));
    expect(firstFailures()).toEqual([]);
  });

  it('the routes outside the contract: bank returns and receipt downloads', async () => {
    const requests: Array<[Identity, InjectOptions, string]> = [];
    const form = (orderNo: string, payload: string, what: string): [Identity, InjectOptions, string] => [
      'anonymous',
      {
        method: 'POST',
        url: `/payment/3d/${orderNo}`,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      what,
    ];
    for (const orderNo of [liveOrderNo, ORDER_NO, 'abc', '%00', 'A'.repeat(101), '2147483648']) {
      for (const [what, payload] of [
        ['boş', ''],
        ['NUL', 'Response=Approved&oid=%00'],
        ['NUL anahtar', '%00=1'],
        ['denetim', 'mdStatus=%07%1B'],
        ['büyük alan', `HASH=${'x'.repeat(70_000)}`],
        ['çok alan', Array.from({ length: 2000 }, (_, i) => `a${i}=${i}`).join('&')],
        ['bozuk kodlama', 'a=%zz&b=%E0%A4%A'],
        ['tekrar eden', 'oid=1&oid=2&oid=%00'],
        ['sahte onay', `oid=${orderNo}&mdStatus=1&Response=Approved&HASH=eA%3D%3D&amount=99999999999999999999`],
      ]) {
        requests.push(form(orderNo, payload, what));
      }
      requests.push([
        'anonymous',
        {
          method: 'POST',
          url: `/payment/3d/${orderNo}`,
          payload: '{"a":"\\u0000"}',
          headers: { 'content-type': 'application/json' },
        },
        'JSON',
      ]);
    }
    for (const who of ['anonymous', 'member'] as const) {
      for (const id of [
        liveOrderNo,
        '2147483648',
        '9007199254740993',
        '99999999999999999999',
        '-1',
        '0',
        '1.5',
        '1e3',
        '0x10',
        '%00',
        'abc',
        'A'.repeat(150),
        '%zz',
      ]) {
        requests.push([who, { method: 'GET', url: `/api/receipt/collection/${id}` }, 'makbuz']);
        requests.push([who, { method: 'GET', url: `/api/receipt/order/${id}` }, 'makbuz']);
      }
    }
    await inBatches(requests, ([who, r, what]) => send(who, r, what));
    expect(firstFailures()).toEqual([]);
  });

  it('a staff session survived the whole run (the staff cases ran signed in)', async () => {
    const info = await staff.office.GetStaffSession({});
    expect(info.body.Staff?.UserName).toBe('yonetici');
  });

  it('stays within a few thousand requests: at most 160 per call of the contract', () => {
    expect(sent).toBeGreaterThan(3_000);
    expect(sent).toBeLessThan(160 * entries.length);
  });
});
