import { addDays, DelegationMessages, istanbulToday, VerificationMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** A demo member who gives grants (the grant journeys' member; this file has a database of its own). */
const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan', gsm: '5550000101' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };
const LRI = '\u2066';
const PDI = '\u2069';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

/** A browser that chose `language` in the Dil control (no cookie: Turkish). */
function browser(language?: 'en' | 'ar') {
  const a = new Agent(t);
  if (language) a.cookies.set('ebs_lang', { value: language, raw: `ebs_lang=${language}` });
  return a;
}

const wrongPidNo = (a: Agent) =>
  a.call('ValidateUser', { pidNo: '12345678901', password: 'Demo.2026', verification: 'x'.repeat(40) });

describe("a service's own refusals in the citizen's language", () => {
  it('a wrong T.C. number on sign-in names the field and the fault in English, in Arabic, and in Turkish', async () => {
    const turkish = await wrongPidNo(browser());
    expect(turkish).toMatchObject({
      status: 400,
      body: { Message: 'T.C. Kimlik No / Vergi No: Geçerli bir T.C. Kimlik No veya Vergi No giriniz.' },
    });
    expect((await wrongPidNo(browser('en'))).body.Message).toBe(
      'T.C. identity number / tax number: Enter a valid T.C. identity number or tax number.',
    );
    const arabic = await wrongPidNo(browser('ar'));
    expect(arabic.status).toBe(400);
    expect(arabic.body.Message).toBe(
      'رقم الهوية التركية / الرقم الضريبي: يُرجى إدخال رقم هوية تركية أو رقم ضريبي صالح.',
    );
  });

  it('a wrong SMS code says the tries left, the number carried into English and Arabic', async () => {
    const cases = [
      [undefined, VerificationMessages.wrong(4)],
      ['en', 'The verification code is wrong. You have 4 attempts left.'],
      ['ar', `رمز التحقق غير صحيح. بقيت لكم ${LRI}4${PDI} محاولات.`],
    ] as const;
    for (const [language, expected] of cases) {
      const owner = browser(language);
      expect((await owner.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
      // Earlier codes are put beyond the throttle's window: the test asks far more often than a person.
      await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
      const started = await owner.call<{ ChallengeId: string }>('StartDelegationGrant', {
        granteePidNo: mehmet.pidNo,
        granteeName: mehmet.name,
        scopes: ['pay'],
        expiresOn: addDays(istanbulToday(), 10),
      });
      expect(started.status).toBe(200);
      await t.flushSms();
      const [sent] = (await t.inbox(zeynep.gsm)).map((m) => m.msg);
      const wrong = sent?.endsWith('000000') ? '111111' : '000000';
      const refused = await owner.call('ConfirmDelegationGrant', {
        challengeId: started.body.ChallengeId,
        code: wrong,
      });
      expect(refused).toMatchObject({ status: 400, body: { Message: expected } });
    }
  });

  it('a delegation refusal (a grant to oneself) in English and Arabic, and in Turkish without a choice', async () => {
    const self = async (language?: 'en' | 'ar') => {
      const owner = browser(language);
      expect((await owner.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
      return (
        await owner.call('StartDelegationGrant', {
          granteePidNo: zeynep.pidNo,
          granteeName: zeynep.name,
          scopes: ['pay'],
          expiresOn: addDays(istanbulToday(), 10),
        })
      ).body.Message;
    };
    expect(await self()).toBe(DelegationMessages.self);
    expect(await self('en')).toBe('You cannot give a grant to yourself.');
    expect(await self('ar')).toBe('لا يمكنكم منح تفويض لأنفسكم.');
  });
});

describe('the office is answered in Turkish, whatever language its browser chose', () => {
  let office: IdentityApp;
  const clerk: Principal = {
    kind: 'staff',
    staffOid: 6161,
    permissions: new Set(['members.read']),
    regionCode: null,
  };
  beforeAll(async () => {
    office = await openIdentityApp({ principalOf: () => clerk });
  });
  afterAll(async () => {
    await office?.close();
  });
  const dossier = (payload: object, language: string) =>
    office.app.inject({
      method: 'POST',
      url: '/api/GetMemberDossier',
      payload,
      headers: { cookie: `ebs_lang=${language}` },
    });

  it('a staff call keeps its refusal and its form error in Turkish, though the book has them', async () => {
    const missing = await dossier({ memberOid: 999_999 }, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe('Üye bulunamadı.');
    const invalid = await dossier({}, 'ar');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Message).toMatch(/: Bu alan zorunludur\.$/);
    expect(invalid.json().Message).not.toMatch(/[\u0600-\u06FF]/);
  });
});
