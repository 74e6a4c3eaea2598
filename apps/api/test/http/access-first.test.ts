import { type CallDef, CHANNEL_PREFIX, calls, channelCalls } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestApp } from '../support/db.js';
import { standInOf } from '../support/stand-ins.js';

/*
 * Access is decided before a body is validated, and no validation message names the contract's internal codes:
 * a caller who may not make a call learns neither its shape nor its status codes. Every call of both hosts.
 */

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp({}, undefined, standInOf);
});
afterAll(() => t?.close());

const every: Array<[string, CallDef]> = [
  ...Object.entries(calls as Record<string, CallDef>).map(([n, d]): [string, CallDef] => [`/api/${n}`, d]),
  ...Object.entries(channelCalls as Record<string, CallDef>).map(([n, d]): [string, CallDef] => [
    `${CHANNEL_PREFIX}/${n}`,
    d,
  ]),
];

const WRONG_CODE = 'YANLIS_SECENEK';

/** Inner schema of the wrappers that do not change a field's shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return unwrap(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  if (schema instanceof z.ZodLazy) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/**
 * A body in the shape of `schema` whose every choice (enum, literal) holds a value outside its choices and whose
 * other leaves hold a wrong type (`mode: 'wrong'`) or are left out (`'choices'`, so the choices are what fails).
 * A discriminated union keeps the first option's tag, so the choices inside it are reached.
 */
function wrongBody(schema: z.ZodType, mode: 'wrong' | 'choices', depth = 0): unknown {
  const s = unwrap(schema);
  if (depth > 8) return undefined;
  if (s instanceof z.ZodObject) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(s.shape)) {
      const value = wrongBody(field as z.ZodType, mode, depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (s instanceof z.ZodArray) {
    const item = wrongBody(s.element as z.ZodType, mode, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (s instanceof z.ZodEnum) return WRONG_CODE;
  if (s instanceof z.ZodLiteral) return typeof s.value === 'string' ? WRONG_CODE : 987654;
  if (s instanceof z.ZodDiscriminatedUnion) {
    const first = s.options[0] as z.ZodType;
    const body = wrongBody(first, mode, depth + 1) as Record<string, unknown>;
    const key = s._zod.def.discriminator;
    const tag = unwrap((first as z.ZodObject).shape[key] as z.ZodType);
    return { ...body, [key]: tag instanceof z.ZodLiteral ? tag.value : body[key] };
  }
  if (s instanceof z.ZodUnion) return wrongBody(s.options[0] as z.ZodType, mode, depth + 1);
  if (s instanceof z.ZodRecord) {
    const value = wrongBody(s.valueType as z.ZodType, mode, depth + 1);
    return value === undefined ? {} : { alan: value };
  }
  if (s instanceof z.ZodIntersection) {
    return {
      ...(wrongBody(s._zod.def.left as z.ZodType, mode, depth + 1) as object),
      ...(wrongBody(s._zod.def.right as z.ZodType, mode, depth + 1) as object),
    };
  }
  if (mode === 'choices') return undefined;
  if (s instanceof z.ZodString) return 42;
  return 'metin';
}

/** Every string an enum or a literal of `schema` allows: the codes a message must never list. */
function choicesOf(schema: z.ZodType, found = new Set<string>(), depth = 0): Set<string> {
  const s = unwrap(schema);
  if (depth > 8) return found;
  if (s instanceof z.ZodEnum) for (const o of s.options) found.add(String(o));
  else if (s instanceof z.ZodLiteral) for (const v of s.values) found.add(String(v));
  else if (s instanceof z.ZodObject)
    for (const f of Object.values(s.shape)) choicesOf(f as z.ZodType, found, depth + 1);
  else if (s instanceof z.ZodArray) choicesOf(s.element as z.ZodType, found, depth + 1);
  else if (s instanceof z.ZodUnion) for (const o of s.options) choicesOf(o as z.ZodType, found, depth + 1);
  else if (s instanceof z.ZodRecord) choicesOf(s.valueType as z.ZodType, found, depth + 1);
  else if (s instanceof z.ZodIntersection) {
    choicesOf(s._zod.def.left as z.ZodType, found, depth + 1);
    choicesOf(s._zod.def.right as z.ZodType, found, depth + 1);
  }
  return found;
}

let address = 0;
/** Each request from an address of its own: the channel guard locks an address after many wrong keys. */
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: `10.${Math.floor(++address / 250) % 250}.${address % 250}.7`,
  });

describe('access is decided before the body is validated', () => {
  const guarded = every.filter(([, d]) => d.access.kind !== 'public');

  it('covers every guarded call of both hosts', () => {
    expect(guarded.length).toBeGreaterThan(100);
    expect(guarded.some(([url]) => url.startsWith(`${CHANNEL_PREFIX}/`))).toBe(true);
  });

  it.each(guarded)('%s refuses an anonymous malformed body with 401/403, not 400', async (url, def) => {
    const bodies = [
      'null',
      '[]',
      '"metin"',
      '42',
      '{"userName":42}',
      JSON.stringify(wrongBody(def.request, 'wrong')),
      JSON.stringify(wrongBody(def.request, 'choices')),
      JSON.stringify({ security: 'anahtar', paymentToken: 7 }),
      JSON.stringify({ security: { institutionCode: 'YOK', apiKey: 42 } }),
    ];
    for (const body of bodies) {
      const res = await post(url, body);
      expect([401, 403], `${body} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('a validation message never lists the contract’s codes', () => {
  /** The caller a call admits, so its body is what decides the answer. */
  const admitted = (def: CallDef): Record<string, string> => {
    switch (def.access.kind) {
      case 'staff':
        return { 'x-test-as': 'staff' };
      case 'channel':
        return { 'x-test-as': 'channel' };
      case 'member':
      case 'payer':
        return { 'x-test-as': 'member' };
      case 'payslip':
        return { cookie: 'ebs_payroll=deneme' };
      default:
        return {};
    }
  };
  const answers: Array<{ url: string; status: number; message: string; choices: Set<string> }> = [];

  beforeAll(async () => {
    for (const [url, def] of every) {
      const choices = choicesOf(def.request);
      for (const mode of ['choices', 'wrong'] as const) {
        const res = await post(url, JSON.stringify(wrongBody(def.request, mode)), admitted(def));
        answers.push({ url, status: res.statusCode, message: String(res.json().Message ?? ''), choices });
      }
    }
  });

  it('reaches the choices of many calls (the bodies are refused for them)', () => {
    const refusedChoice = answers.filter((a) => a.status === 400 && a.message.includes('İzin verilen seçeneklerden'));
    expect(new Set(refusedChoice.map((a) => a.url)).size).toBeGreaterThan(30);
  });

  it('names no allowed value in any 400 (neither the call’s own codes nor zod’s list of them)', () => {
    const leaks = answers
      .filter((a) => a.status === 400)
      .filter(
        (a) =>
          /aşağıdakilerden biri|beklenen "|desenine uymalı/.test(a.message) ||
          [...a.choices].some((c) => a.message.includes(`"${c}"`) || a.message.includes(`'${c}'`)),
      )
      .map((a) => `${a.url}: ${a.message}`);
    expect(leaks).toEqual([]);
  });

  it('the staff queues of the probe answer an anonymous caller 401, and a clerk a Turkish sentence', async () => {
    for (const name of ['GetWaterCancellationQueue', 'GetComplaintQueue']) {
      const body = name === 'GetComplaintQueue' ? { criteria: { status: 'KESILDI' } } : { status: 'KESILDI' };
      const anonymous = await post(`/api/${name}`, JSON.stringify(body));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().Code).toBe('error_unauthenticated');
      const clerk = await post(`/api/${name}`, JSON.stringify(body), { 'x-test-as': 'staff' });
      expect(clerk.statusCode).toBe(400);
      expect(clerk.json().Message).toMatch(/İzin verilen seçeneklerden biri değil\./);
      expect(clerk.json().Message).not.toMatch(/RECEIVED|ASSIGNED|CUT/);
    }
  });
});
