import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { ErrorCodes, ErrorMessages } from '@e-belediye/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Our answer and helmet's headers, whatever refused the request. */
function expectOurAnswer(res: LightMyRequestResponse, status: number, Code: string, Message: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { Code, Message } });
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('what the router refuses goes through the one error path', () => {
  it('a path parameter over the router’s limit is a Turkish 414 that does not repeat the path', async () => {
    for (const url of [`/payment/3d/${'A'.repeat(500)}`, `/api/receipt/order/${'B'.repeat(500)}`]) {
      const res = await t.app.inject({ method: url.startsWith('/payment') ? 'POST' : 'GET', url });
      expectOurAnswer(res, 414, ErrorCodes.uriTooLong, ErrorMessages.uriTooLong);
      expect(res.body).not.toContain('AAAA');
      expect(res.body).not.toContain('BBBB');
    }
  });

  it('an undecodable URL is a Turkish 400', async () => {
    for (const url of ['/api/%zz', '/payment/3d/%E0%A4%A', '/api/receipt/collection/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectOurAnswer(res, 400, ErrorCodes.validation, ErrorMessages.badUrl);
    }
  });

  it('an unknown call, a call by the wrong method and an unknown path are 404s with the headers', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/NoSuchCall', payload: {} });
    expectOurAnswer(unknown, 404, ErrorCodes.unknownCall, ErrorMessages.unknownCall);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const wrong = await t.app.inject({ method, url: '/api/GetResolution' });
      expectOurAnswer(wrong, 404, ErrorCodes.unknownCall, ErrorMessages.unknownCall);
    }
    const page = await t.app.inject({ method: 'POST', url: '/yok-boyle-bir-sey' });
    expectOurAnswer(page, 404, ErrorCodes.notFound, ErrorMessages.notFound);
  });

  it('bad JSON, another content type and a body over the limit keep their Turkish answers and the headers', async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/GetResolution', payload, headers: { 'content-type': contentType } });
    expectOurAnswer(await post('{"a":', 'application/json'), 400, ErrorCodes.validation, ErrorMessages.badJson);
    expectOurAnswer(await post('', 'application/json'), 400, ErrorCodes.validation, ErrorMessages.badJson);
    expectOurAnswer(await post('a=1', 'text/plain'), 415, ErrorCodes.unsupportedMedia, ErrorMessages.unsupportedMedia);
    const big = await post(JSON.stringify({ userName: 'x'.repeat(1_100_000) }), 'application/json');
    expectOurAnswer(big, 413, ErrorCodes.payloadTooLarge, ErrorMessages.payloadTooLarge);
  });
});

describe('what Node’s HTTP parser refuses is answered in Turkish too', () => {
  /** Sends raw bytes to a listening copy of the app and returns what came back. */
  async function raw(bytes: string): Promise<string> {
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  }

  it('headers over the limit (a very long URL) are a 431, garbage a 400; neither echoes the request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const long = await raw(`GET /api/receipt/order/${'C'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain('X-Content-Type-Options: nosniff');
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4))).toEqual({
      Code: ErrorCodes.uriTooLong,
      Message: ErrorMessages.headersTooLarge,
    });
    expect(long).not.toContain('CCCC');
    const garbage = await raw('\u0000\u0001 bu HTTP değil\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({
      Code: ErrorCodes.validation,
      Message: ErrorMessages.badJson,
    });
  });
});
