import { addDays, DelegationMessages, istanbulToday } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPopulation } from '../../../simulators/src/population.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Demo members: Zeynep gives; Elif has died according to the population registry; Mehmet is alive. */
const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan' };
const elif = { pidNo: '31845207606', name: 'Elif Kaya' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };

let t: IdentityApp;
let owner: Agent;
beforeAll(async () => {
  const population = loadPopulation().map((p) => (p.tckn === elif.pidNo ? { ...p, olumTarihi: '2026-10-02' } : p));
  t = await openIdentityApp({ simulators: { population } });
  owner = new Agent(t);
  expect((await owner.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a grant to a person the population registry records as deceased', () => {
  const start = (grantee: { pidNo: string; name: string }) =>
    owner.call<{ ChallengeId?: string; Message?: string }>('StartDelegationGrant', {
      granteePidNo: grantee.pidNo,
      granteeName: grantee.name,
      scopes: ['pay'],
      expiresOn: addDays(istanbulToday(), 10),
    });

  it('is refused in Turkish though their member account is still active, and sends the owner no code', async () => {
    const res = await start(elif);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Message: DelegationMessages.deceased });
    expect(res.body.ChallengeId).toBeUndefined();
  });

  it('goes on for a living person asked the same way', async () => {
    const res = await start(mehmet);
    expect(res.status).toBe(200);
    expect(res.body.ChallengeId).toEqual(expect.any(String));
  });
});
