import { ErrorCodes, ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessagesIn } from '../../src/http/errorLanguages.js';
import { openTestApp } from '../support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const unknownCall = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/NoSuchCall', payload: {}, headers: cookie ? { cookie } : {} });

describe("the API's general failures in the visitor's language", () => {
  it('says an unknown call in Turkish without a choice, and in English or Arabic for those who chose them', async () => {
    expect((await unknownCall()).json()).toEqual({ Code: ErrorCodes.unknownCall, Message: ErrorMessages.unknownCall });
    expect((await unknownCall('ebs_lang=en')).json().Message).toBe(ErrorMessagesIn.en.unknownCall);
    const arabic = await unknownCall('ebs_lang=ar');
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toEqual({ Code: ErrorCodes.unknownCall, Message: ErrorMessagesIn.ar.unknownCall });
  });

  it('keeps a language not offered, or a forged cookie, in Turkish', async () => {
    expect((await unknownCall('ebs_lang=fr')).json().Message).toBe(ErrorMessages.unknownCall);
    expect((await unknownCall('ebs_lang=__proto__')).json().Message).toBe(ErrorMessages.unknownCall);
  });

  it('says a sign-in that is missing in Arabic, with the same code the web app acts on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/GetDebtListWithRevenueCode',
      payload: {},
      headers: { cookie: 'ebs_lang=ar' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Code: ErrorCodes.unauthenticated, Message: ErrorMessagesIn.ar.unauthenticated });
  });
});
