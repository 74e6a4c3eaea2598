import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testMemberPid } from '../../src/modules/demo/members.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

const PID = testMemberPid(3);
const storedLanguage = async () =>
  (await t.database.db.selectFrom('member').select('language').where('pid_no', '=', PID).executeTakeFirstOrThrow())
    .language;

describe("the member's chosen language, known to the server", () => {
  it('is Turkish for a member who never chose, and a sign-in without the cookie keeps it', async () => {
    expect(await storedLanguage()).toBe('tr');
    expect((await new Agent(t).login(PID, DEMO_PASSWORD)).status).toBe(200);
    expect(await storedLanguage()).toBe('tr');
  });

  it('is taken at sign-in from the language the browser carries, and a forged one changes nothing', async () => {
    const arabic = new Agent(t);
    arabic.cookies.set('ebs_lang', { value: 'ar', raw: 'ebs_lang=ar' });
    expect((await arabic.login(PID, DEMO_PASSWORD)).status).toBe(200);
    expect(await storedLanguage()).toBe('ar');
    const forged = new Agent(t);
    forged.cookies.set('ebs_lang', { value: 'fr', raw: 'ebs_lang=fr' });
    expect((await forged.login(PID, DEMO_PASSWORD)).status).toBe(200);
    expect(await storedLanguage()).toBe('ar');
  });

  it('is stored when a signed-in member chooses a language in the Dil control', async () => {
    const member = new Agent(t);
    expect((await member.login(PID, DEMO_PASSWORD)).status).toBe(200);
    const chosen = await member.api.SetUserLanguage({ language: 'en' });
    expect([chosen.status, chosen.body]).toEqual([200, { Language: 'en' }]);
    expect(await storedLanguage()).toBe('en');
  });

  it('refuses a language not offered in Turkish, and a visitor who is not signed in', async () => {
    const member = new Agent(t);
    expect((await member.login(PID, DEMO_PASSWORD)).status).toBe(200);
    const wrong = await member.call<{ Code: string; Message: string }>('SetUserLanguage', { language: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toContain('Seçilen dil sunulmuyor.');
    expect((await new Agent(t).call('SetUserLanguage', { language: 'ar' })).status).toBe(401);
    expect(await storedLanguage()).toBe('en');
  });
});
